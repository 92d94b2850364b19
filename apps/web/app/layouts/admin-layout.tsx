import { adminPanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Admin panel (docs/product.md, Panels and their gates): Admin role, else /login; Logout without confirmation. */
export function AdminLayout() {
  return <GatedPanel panel={adminPanel} role="Admin" redirectTo="/login" confirmLogout={false} />;
}
