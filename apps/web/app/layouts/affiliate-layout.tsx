import { affiliatePanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Affiliate panel (docs/product.md, Panels and their gates): Affiliate role, else the Affiliate Program page. */
export function AffiliateLayout() {
  return <GatedPanel panel={affiliatePanel} role="Affiliate" redirectTo="/affiliate" confirmLogout={true} />;
}
