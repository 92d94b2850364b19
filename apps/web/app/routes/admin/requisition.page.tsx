import { Stack, Tabs } from '@mantine/core';
import { IconBriefcase, IconFileCv, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionHeader } from '../../components/admin/section-header';
import { ApplicationsTab } from '../../features/careers/applications-tab';
import { ContactRequestsTab } from '../../features/contact-requests/contact-requests-tab';
import { OpeningsTab } from '../../features/careers/openings-tab';
import { browserTimeZone } from '../../lib/datetime';

const TABS = ['openings', 'applications', 'requests'] as const;
type Tab = (typeof TABS)[number];
/** On a phone the three tabs stay on one line and scroll sideways instead of wrapping under each other. */
const TAB_STYLES = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' },
  tab: { flexShrink: 0, whiteSpace: 'nowrap' },
} as const;

/** The admin's Requisition: job openings for /careers, the applications they get, and contact requests. */
export default function RequisitionPage() {
  const [params, setParams] = useSearchParams();
  const [zone] = useState(browserTimeZone);
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'openings';
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Requisition"
        summary="Requests from outside: job openings and the applications they receive, and messages from the Consultation and Support pages."
        action={null}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'openings' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        styles={TAB_STYLES}
      >
        <Tabs.List>
          <Tabs.Tab value="openings" leftSection={<IconBriefcase size={16} aria-hidden />}>
            Openings
          </Tabs.Tab>
          <Tabs.Tab value="applications" leftSection={<IconFileCv size={16} aria-hidden />}>
            Applications
          </Tabs.Tab>
          <Tabs.Tab value="requests" leftSection={<IconInbox size={16} aria-hidden />}>
            Contact requests
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="openings" pt="md">
          <OpeningsTab zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsTab zone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <ContactRequestsTab zone={zone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
