import { getSiteSettings } from '@meridian/contracts/settings-admin';
import { getReceiptSettings } from '@meridian/contracts/receipts-settings';
import { getSecuritySettings } from '@meridian/contracts/settings-security';
import { getFrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import { getRefundPolicy } from '@meridian/contracts/settings-refund-policy';
import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconMail, IconReceiptTax, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { FrequencyCapForm } from '../../features/settings/frequency-cap-form';
import { RefundPolicyForm } from '../../features/settings/refund-policy-form';
import { ReceiptSettingsForm } from '../../features/receipts/receipt-settings-form';
import { SecuritySettingsForm } from '../../features/settings/security-settings-form';
import { SiteSettingsForm } from '../../features/settings/site-settings-form';
import { SystemMailTab } from '../../features/mail/system-mail-tab';
import { browserTimeZone } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** An id from the address (`?mail=12`), or null. */
function idParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The admin's "Site settings" (docs/product.md, Site settings and System mail): what the public pages
 * say and charge, the System mail tab, where the site's own messages can be read, and the Security
 * tab (the roles that must use two-step sign-in). The tab and the open message live in the address
 * (`?tab=mail&mail=12`, `?tab=security`), so Back and a reload keep them.
 */
export default function SiteSettingsPage() {
  const [params, setParams] = useSearchParams();
  const [zone] = useState(browserTimeZone);
  const asked = params.get('tab');
  const tab = asked === 'mail' || asked === 'security' || asked === 'receipts' ? asked : 'site';
  const openId = tab === 'mail' ? idParam(params.get('mail')) : null;
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Site settings"
        summary="The business’s name, tagline and address, the prices of a seat and of each billboard plan, and the footer’s social links; the seat refund policy; who the seller is on receipts and the tax they show; the system mail the site has sent; and who must use two-step sign-in."
        action={null}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'mail' || value === 'security' || value === 'receipts' ? { tab: value } : {}, {
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="site" leftSection={<IconSettings size={16} aria-hidden />}>
            Site
          </Tabs.Tab>
          <Tabs.Tab value="receipts" leftSection={<IconReceiptTax size={16} aria-hidden />}>
            Receipts and tax
          </Tabs.Tab>
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} aria-hidden />}>
            System mail
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} aria-hidden />}>
            Security
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="site" pt="md">
          <SiteTab />
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <ReceiptsTab />
        </Tabs.Panel>
        <Tabs.Panel value="mail" pt="md">
          <SystemMailTab
            zone={zone}
            openId={openId}
            onOpen={(id) => setParams({ tab: 'mail', mail: String(id) })}
            onClose={() => setParams({ tab: 'mail' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <SecurityTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A tab's settings: a loader, a retryable error, or the form with what was loaded. */
function Loaded<T>({
  result,
  title,
  what,
  children,
}: {
  result: { data: T | undefined; error: unknown; refetch: () => unknown };
  title: string;
  what: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (result.error) {
    return (
      <LoadError
        title={title}
        message={errorMessage(result.error, `The ${what} could not be loaded. Please try again.`)}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (!result.data) {
    return (
      <Center mih={200}>
        <Loader aria-label={`Loading the ${what}`} />
      </Center>
    );
  }
  return children(result.data);
}

/**
 * The site's settings, and the refund policy and the frequency cap each in its own card and save
 * (docs/decisions/2026-11-27-refund-policy.md, docs/decisions/2026-11-27-frequency-cap.md).
 */
function SiteTab() {
  return (
    <Stack gap="lg">
      <Loaded result={useEndpointQuery(getSiteSettings)} title="Site settings" what="settings">
        {(view) => <SiteSettingsForm view={view} />}
      </Loaded>
      <Loaded result={useEndpointQuery(getRefundPolicy)} title="Refund policy" what="refund policy">
        {(policy) => <RefundPolicyForm policy={policy} />}
      </Loaded>
      <Loaded result={useEndpointQuery(getFrequencyCap)} title="Frequency cap" what="frequency cap">
        {(cap) => <FrequencyCapForm cap={cap} />}
      </Loaded>
    </Stack>
  );
}

function SecurityTab() {
  return (
    <Loaded result={useEndpointQuery(getSecuritySettings)} title="Security" what="security settings">
      {(settings) => <SecuritySettingsForm settings={settings} />}
    </Loaded>
  );
}

function ReceiptsTab() {
  return (
    <Loaded result={useEndpointQuery(getReceiptSettings)} title="Receipts and tax" what="receipt settings">
      {(settings) => <ReceiptSettingsForm settings={settings} />}
    </Loaded>
  );
}
