import { salesPanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Sales Dashboard (seed §4): Sales role, else /login. */
export function SalesLayout() {
  return <GatedPanel panel={salesPanel} role="Sales" redirectTo="/login" confirmLogout={true} />;
}
