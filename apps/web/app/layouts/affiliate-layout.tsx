import { affiliatePanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Affiliate panel (seed §4): Affiliate role, else the Affiliate Program page. */
export function AffiliateLayout() {
  return <GatedPanel panel={affiliatePanel} role="Affiliate" redirectTo="/affiliate" confirmLogout={true} />;
}
