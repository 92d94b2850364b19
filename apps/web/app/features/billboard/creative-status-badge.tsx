import { CREATIVE_STATUS_LABELS, type CreativeStatus } from '@meridian/contracts/billboard-creatives';
import { StatusBadge } from '../../components/admin/status-badge';

const COLORS: Record<CreativeStatus, string> = {
  draft: 'gray.7',
  pending: 'blue.9',
  approved: 'teal.9',
  rejected: 'red.9',
  paused: 'dark.5',
};

/** A creative's review status as a badge. */
export function CreativeStatusBadge({ status }: { status: CreativeStatus }) {
  return <StatusBadge label={CREATIVE_STATUS_LABELS[status]} color={COLORS[status]} />;
}
