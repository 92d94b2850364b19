import { salesPanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Sales Dashboard (docs/product.md, Panels and their gates): Sales role, else /login. */
export function SalesLayout() {
  return <GatedPanel panel={salesPanel} role="Sales" redirectTo="/login" confirmLogout={true} />;
}
