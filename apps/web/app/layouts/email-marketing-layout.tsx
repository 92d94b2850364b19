import { emailMarketingPanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Email Marketing Dashboard (docs/product.md, Panels and their gates): EmailMarketing role, else /login. */
export function EmailMarketingLayout() {
  return <GatedPanel panel={emailMarketingPanel} role="EmailMarketing" redirectTo="/login" confirmLogout={true} />;
}
