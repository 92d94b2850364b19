import type { ContactList } from '@meridian/contracts/contacts';

/** What the page gives each of its overlays (import wizard, lists). */
export interface ContactOverlayProps {
  opened: boolean;
  lists: readonly ContactList[];
  onClose: () => void;
}
