import {
  IconAddressBook,
  IconChartBar,
  IconDeviceTv,
  IconLink,
  IconNotes,
  IconRoute,
  IconSend,
} from '@tabler/icons-react';
import type { SectionCopy } from './section-copy-type';

const notes: SectionCopy = {
  icon: IconNotes,
  summary: 'Your own notes, visible only to you.',
  emptyTitle: 'No notes yet',
  emptyText: 'Notes you write (title and text, pinned if you like) will be kept here and can be searched.',
};

const links: SectionCopy = {
  icon: IconLink,
  summary: 'Your referral links, ready to copy and share.',
  emptyTitle: 'Your referral links are on their way',
  emptyText:
    'Links to the RSVP, newsletter, Digital Billboard and Email Marketing pages carrying your referral code will be listed here with copy buttons and click counts.',
};

const campaign: SectionCopy = {
  icon: IconSend,
  summary: 'One-off emails sent from your own mailbox.',
  emptyTitle: 'No campaigns yet',
  emptyText:
    'Campaigns you write (audience, subject and body, scheduled or sent now) will be listed here with their delivery progress. They are sent from your own email address.',
};

const automation: SectionCopy = {
  icon: IconRoute,
  summary: 'Email sequences that start by themselves.',
  emptyTitle: 'No automations yet',
  emptyText:
    'Sequences you set up to start on a trigger, such as a contact being added, with their wait, send and tag steps, will appear here with their runs.',
};

const contacts: SectionCopy = {
  icon: IconAddressBook,
  summary: 'Your contacts and lists.',
  emptyTitle: 'No contacts yet',
  emptyText:
    'Contacts you add or import from CSV will be listed here, with their lists, tags and unsubscribe status, ready to receive your campaigns.',
};

const staffKpi: SectionCopy = {
  icon: IconChartBar,
  summary: 'How your campaigns are doing.',
  emptyTitle: 'No results yet',
  emptyText:
    'Once you send campaigns, their sent, opened, clicked, unsubscribed and bounced counts will be shown here over the period you choose.',
};

/** The affiliate, sales, email-marketing and advertiser sections (docs/product.md, The business and its people), keyed by path. */
export const staffSectionCopy: Record<string, SectionCopy> = {
  '/affiliate/dashboard/kpi': {
    icon: IconChartBar,
    summary: 'What your referrals have brought in.',
    emptyTitle: 'No referrals yet',
    emptyText:
      'Clicks on your links, the sign-ups and paid seats they led to, and the commission you have earned and been paid will be shown here.',
  },
  '/affiliate/dashboard/links': links,
  '/affiliate/dashboard/notes': notes,
  '/emailMarketing/dashboard/kpi': staffKpi,
  '/emailMarketing/dashboard/campaign': campaign,
  '/emailMarketing/dashboard/automation': automation,
  '/emailMarketing/dashboard/users': contacts,
  '/emailMarketing/dashboard/notes': notes,
  '/sales/dashboard/kpi': {
    ...staffKpi,
    summary: 'How your links and campaigns are doing.',
    emptyText:
      'Clicks on your links and the sent, opened and clicked counts of your campaigns will be shown here over the period you choose.',
  },
  '/sales/dashboard/links': links,
  '/sales/dashboard/notes': notes,
  '/sales/dashboard/campaign': campaign,
  '/sales/dashboard/automation': automation,
  '/sales/dashboard/users': contacts,
  '/advertising/dashboard': {
    icon: IconDeviceTv,
    summary: 'Your Digital Billboard plan, creatives, statistics and billing.',
    emptyTitle: 'No active billboard plan yet',
    emptyText:
      'Your plan and its renewal date, the creatives you upload with their review status, their impressions and clicks, and your invoices will all be shown here.',
  },
};
