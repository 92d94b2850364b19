import { ROLES } from '@meridian/contracts/roles';
import { useStaffOptions, type StaffOption } from '../../lib/use-staff-options';

/** Everyone who may send campaigns (docs/product.md, Email marketing from the sender's own mailbox). */
const CAMPAIGN_SENDER_ROLES = [ROLES.Sales, ROLES.EmailMarketing, ROLES.Admin] as const;

/** Admins only: the campaign senders as Select options. */
export const useSenderOptions = (enabled: boolean): StaffOption[] => useStaffOptions(CAMPAIGN_SENDER_ROLES, enabled);
