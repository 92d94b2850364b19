import type { Campaign } from '@meridian/contracts/campaigns';
import type { CampaignStats, EmailKpi, EngagementCounts } from '@meridian/contracts/campaigns-stats';
import type { CurrentUser } from '@meridian/contracts/users';
import type { PanelOutletContext } from '../../components/panels/section-types';

/** Test data for the Campaign and KPI sections (the API's shapes, as the campaigns contract has them). */
const day = 86_400_000;

function user(overrides: Partial<CurrentUser>): PanelOutletContext {
  return {
    user: {
      id: 5,
      sub: 'sub-5',
      email: 'sam@seller.example',
      firstName: 'Sam',
      lastName: 'Seller',
      roles: ['Sales'],
      roleIds: [2],
      roleId: 2,
      disabled: false,
      ...overrides,
    },
  };
}

export const salesUser = user({});
export const adminUser = user({
  id: 1,
  email: 'admin@meridian.example',
  firstName: 'Ada',
  lastName: 'Admin',
  roles: ['Admin'],
  roleIds: [1],
  roleId: 1,
});

export function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    ownerId: 5,
    ownerName: 'Sam Seller',
    fromAddress: 'sam@seller.example',
    subject: 'November market outlook',
    preheader: 'Three charts to watch',
    html: '<p>Hello {{firstName|there}}, here is the outlook.</p>',
    audience: { listIds: [3], tags: ['vip'], segmentId: null },
    audienceLists: [{ id: 3, name: 'Webinar leads' }],
    audienceSegment: null,
    status: 'draft',
    sendAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: new Date(Date.now() - 2 * day).toISOString(),
    updatedAt: new Date(Date.now() - day).toISOString(),
    progress: { total: 0, sent: 0, failed: 0, skipped: 0, pending: 0 },
    abTest: null,
    ...overrides,
  };
}

export function sampleCounts(overrides: Partial<EngagementCounts> = {}): EngagementCounts {
  return {
    sent: 400,
    failed: 4,
    opens: 260,
    uniqueOpens: 130,
    clicks: 90,
    uniqueClicks: 48,
    unsubscribes: 2,
    bounces: 6,
    complaints: 1,
    openRate: 0.325,
    clickRate: 0.12,
    unsubscribeRate: 0.005,
    bounceRate: 0.015,
    ...overrides,
  };
}

export function sampleStats(overrides: Partial<CampaignStats> = {}): CampaignStats {
  return {
    campaignId: 7,
    status: 'sent',
    progress: { total: 404, sent: 400, failed: 4, skipped: 0, pending: 0 },
    totals: sampleCounts(),
    capped: 0,
    abTest: null,
    days: [
      { day: '2026-11-21', sent: 300, uniqueOpens: 100, uniqueClicks: 40, unsubscribes: 1, bounces: 5 },
      { day: '2026-11-22', sent: 100, uniqueOpens: 30, uniqueClicks: 8, unsubscribes: 1, bounces: 1 },
    ],
    links: [{ url: 'https://meridian.example/outlook', clicks: 70, uniqueClicks: 40 }],
    ...overrides,
  };
}

export function sampleKpi(overrides: Partial<EmailKpi> = {}): EmailKpi {
  return {
    from: '2026-10-25',
    to: '2026-11-23',
    totals: sampleCounts(),
    days: sampleStats().days,
    campaigns: [
      {
        ...sampleCounts(),
        campaignId: 7,
        kind: 'campaign',
        subject: 'November market outlook',
        ownerName: 'Sam Seller',
        status: 'sent',
        startedAt: new Date(Date.now() - 2 * day).toISOString(),
      },
    ],
    senders: [{ ...sampleCounts(), ownerId: 5, ownerName: 'Sam Seller' }],
    ...overrides,
  };
}

export const contactLists = [
  { id: 3, ownerId: 7, name: 'Webinar leads', contactCount: 120, createdAt: '2026-11-01T09:00:00.000Z' },
  { id: 4, ownerId: 7, name: 'Customers', contactCount: 40, createdAt: '2026-11-02T09:00:00.000Z' },
];

/** GET /api/v2/marketingCredentials for a sender with a verified mailbox. */
export const savedMailbox = {
  policy: { email: 'sam@seller.example', appPassword: '••••••••••' },
  mailbox: {
    provider: 'gmail',
    providerName: 'Gmail',
    authMethod: 'password',
    smtpHost: 'smtp.gmail.com',
    smtpPort: 465,
    smtpSecurity: 'tls',
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
    limits: { perDay: 500, perMinute: 20 },
    limitsOverridden: false,
    verifiedAt: '2026-11-23T10:00:00.000Z',
    domainCheck: null,
    bounceCheck: null,
  },
};
