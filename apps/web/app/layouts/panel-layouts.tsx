import { PanelShell } from './panel-shell';

export function AdminLayout() {
  return (
    <PanelShell
      title="Admin Dashboard"
      audience="Administrators manage events, RSVPs, sales, affiliates, content and staff accounts here."
    />
  );
}

export function EmailMarketingLayout() {
  return (
    <PanelShell
      title="Email Marketing Dashboard"
      audience="Email marketing staff run campaigns, automations and contact lists from their own mailbox here."
    />
  );
}

export function SalesLayout() {
  return (
    <PanelShell title="Sales Dashboard" audience="The sales team tracks links, contacts, campaigns and notes here." />
  );
}

export function AffiliateLayout() {
  return (
    <PanelShell
      title="Affiliate Dashboard"
      audience="Affiliates follow their referral links, conversions and payouts here."
    />
  );
}

export function AdvertiserLayout() {
  return (
    <PanelShell
      title="Advertiser Dashboard"
      audience="Advertisers manage their Digital Billboard plan, creatives and billing here."
    />
  );
}
