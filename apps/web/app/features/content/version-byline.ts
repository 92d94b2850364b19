import type { ContentVersion } from '@meridian/contracts/content-admin';
import { formatDateTime } from '../../lib/format';

/** "Who and when" of a version; the text the site started with has no author. */
export function versionByline(version: Pick<ContentVersion, 'author' | 'createdAt'>): string {
  return `${version.author ?? 'Original text'} · ${formatDateTime(version.createdAt)}`;
}
