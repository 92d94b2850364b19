import { advertiserPanel } from '../features/panels/panel-nav';
import { GatedPanel } from './gated-panel';

/** Advertiser dashboard: Advertiser role, else /login. */
export function AdvertiserLayout() {
  return <GatedPanel panel={advertiserPanel} role="Advertiser" redirectTo="/login" confirmLogout={true} />;
}
