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
  /**
   * Called when this instance bumps the version, inside the change's transaction, with the version
   * it will have once committed: the renderer reads the version on each request until it sees it
   * (so it clears its cache after the commit, not before).
   */
  onLocalChange(listener: (version: number) => void): void;
}

export function createPublicContent(orm: Orm): PublicContent {
  const listeners: ((version: number) => void)[] = [];
  return {
    async changed(db) {
      const version = await repo.bump(db);
      for (const listener of listeners) listener(version);
    },
    version: () => repo.read(orm),
    onLocalChange: (listener) => void listeners.push(listener),
  };
}
