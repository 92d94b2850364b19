import type { Orm } from '../../db/database';
import { publicContentRepository as repo } from './public-content.repository';

/**
 * The version of what public pages show (docs/architecture.md, Public content version). A module
 * that changes public content calls `changed(db)` inside the transaction of the change; the page
 * renderer of every instance reads `version()` and drops its cached pages when it moved.
 */
export interface PublicContent {
  changed(db: Orm): Promise<void>;
  version(): Promise<number>;
  /** Called when this instance changed public content: its renderer reads the version on the next request. */
  onLocalChange(listener: () => void): void;
}

export function createPublicContent(orm: Orm): PublicContent {
  const listeners: (() => void)[] = [];
  return {
    async changed(db) {
      await repo.bump(db);
      for (const listener of listeners) listener();
    },
    version: () => repo.read(orm),
    onLocalChange: (listener) => void listeners.push(listener),
  };
}
