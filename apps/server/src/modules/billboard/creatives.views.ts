import type { CreativeDay } from '@meridian/contracts/billboard';
import type { Creative, CreativeStatus } from '@meridian/contracts/billboard-creatives';
import type { StoragePort } from '../../adapters/storage/storage';
import type { CsvColumn } from '../../lib/csv';
import type { CreativeRecord } from './creatives.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A creative as its advertiser and the admins see it, its images at their public URLs. */
export function creativeView(row: CreativeRecord, storage: StoragePort): Creative {
  return {
    id: row.id,
    format: row.format as Creative['format'],
    name: row.name,
    headline: row.headline,
    line: row.line,
    altText: row.altText,
    targetUrl: row.targetUrl,
    images: Object.fromEntries(Object.entries(row.images).map(([slot, key]) => [slot, storage.publicUrl(key)])),
    status: row.status as CreativeStatus,
    rejectionReason: row.rejectionReason,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The statistics CSV: day, creative, impressions, clicks, click-through rate. */
export const CREATIVE_STATS_COLUMNS: CsvColumn<CreativeDay>[] = [
  { header: 'Day', value: (d) => d.day },
  { header: 'Creative', value: (d) => d.name },
  { header: 'Impressions', value: (d) => d.impressions },
  { header: 'Clicks', value: (d) => d.clicks },
  { header: 'CTR %', value: (d) => (d.impressions > 0 ? ((100 * d.clicks) / d.impressions).toFixed(2) : '0.00') },
];
