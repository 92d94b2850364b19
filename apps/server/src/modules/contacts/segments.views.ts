import type { Segment } from '@meridian/contracts/contacts-segments';
import type { SegmentRow } from './segments.repository';

export function segmentView(row: SegmentRow): Segment {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    match: row.match as Segment['match'],
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
