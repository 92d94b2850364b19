import {
  IconArticle,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconDeviceTv,
  IconHelpCircle,
  IconMailOpened,
  IconNews,
  IconNotes,
  IconReceipt,
  IconRoute,
  IconScale,
  IconSend,
  IconTicket,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SectionCopy } from './section-copy-type';

/** The admin panel's sections (docs/product.md, Panels and their gates), keyed by path. */
export const adminSectionCopy: Record<string, SectionCopy> = {
  '/admin/dashboard': {
    icon: IconCalendarEvent,
    summary: 'Schedule webinar sessions and manage their seats, prices and join links.',
    emptyTitle: 'No webinar sessions yet',
    emptyText:
      'Sessions you schedule (date, time and time zone, duration, capacity, price and join link) will be listed here. Future sessions with free seats appear in the RSVP date list on the website.',
  },
  '/admin/dashboard/rsvp': {
    icon: IconTicket,
    summary: 'Registrations for each session, with their payment status.',
    emptyTitle: 'No RSVPs yet',
    emptyText:
      'When visitors book a seat, their registrations will appear here by session with payment status (pending, paid, expired, cancelled, refunded), ready to search, filter, export as CSV, cancel, refund or re-send.',
  },
  '/admin/dashboard/sales': {
    icon: IconReceipt,
    summary: 'Payments for webinar seats and advertiser plans.',
    emptyTitle: 'No payments yet',
    emptyText:
      'Every seat and advertiser subscription payment will be listed here with amount, status, buyer and referring affiliate, along with refunds and revenue totals by period.',
  },
  '/admin/dashboard/affiliates': {
    icon: IconUsersGroup,
    summary: 'Affiliates, what they bring in and what they are owed.',
    emptyTitle: 'No affiliates yet',
    emptyText:
      'People who join the affiliate program will appear here with their referral code, Stripe payout status, clicks, sign-ups, paid conversions and commission owed and paid.',
  },
  '/admin/dashboard/marketingSubscribers': {
    icon: IconMailOpened,
    summary: 'Newsletter subscribers and where they came from.',
    emptyTitle: 'No email subscribers yet',
    emptyText:
      'Visitors who sign up for the newsletter and confirm their address will be listed here with source, referral and status. You will also be able to import and export them as CSV.',
  },
  '/admin/dashboard/kpi': {
    icon: IconChartBar,
    summary: 'How the business is doing over a period you choose.',
    emptyTitle: 'No figures to show yet',
    emptyText:
      'Revenue, seats sold, RSVPs, sign-ups by role and the funnel from visit to paid seat will be charted here once the first visits and bookings come in.',
  },
  '/admin/dashboard/billboard': {
    icon: IconDeviceTv,
    summary: 'Advertisers, their plans and the creatives waiting for review.',
    emptyTitle: 'No advertisers yet',
    emptyText:
      'Advertisers and their plans ($150/Month or $600/Year) will appear here with subscription status, creatives to approve or reject, schedules, impressions and clicks.',
  },
  '/admin/dashboard/requisition': {
    icon: IconBriefcase,
    summary: 'Job openings shown on the Careers page, and the applications they receive.',
    emptyTitle: 'No job openings yet',
    emptyText:
      'Openings you create (title, department, location, type and description) will be listed here and on /careers; applications and résumés will arrive under each one.',
  },
  '/admin/dashboard/newsletter': {
    icon: IconNews,
    summary: 'Newsletter issues for confirmed subscribers.',
    emptyTitle: 'No newsletter issues yet',
    emptyText: 'Issues you compose and send to confirmed subscribers will be kept here as an archive.',
  },
  '/admin/dashboard/blog': {
    icon: IconArticle,
    summary: 'Posts for the public blog.',
    emptyTitle: 'No blog posts yet',
    emptyText:
      'Drafts and published posts (title, excerpt, body, cover image and tags) will be listed here. Published posts appear in the blog directory.',
  },
  '/admin/dashboard/emailkpi': {
    icon: IconChartLine,
    summary: 'How campaigns perform, per campaign and per sender.',
    emptyTitle: 'No campaign results yet',
    emptyText:
      'Once campaigns are sent, their sent, failed, opened, clicked, unsubscribed and bounced counts will be shown here per campaign and per sender.',
  },
  '/admin/dashboard/automation': {
    icon: IconRoute,
    summary: 'Email sequences that start by themselves.',
    emptyTitle: 'No automations yet',
    emptyText:
      'Sequences started by a trigger (contact added, newsletter confirmed, RSVP created or paid, hours before a session) with their wait, send and tag steps will appear here, with their runs.',
  },
  '/admin/dashboard/campaign': {
    icon: IconSend,
    summary: 'One-off emails sent from your own mailbox.',
    emptyTitle: 'No campaigns yet',
    emptyText:
      'Campaigns you write (audience, subject and body, scheduled or sent now) will be listed here with their delivery progress.',
  },
  '/admin/dashboard/users': {
    icon: IconUserCog,
    summary: 'Staff accounts with Sales or Email Marketing access.',
    emptyTitle: 'No email users yet',
    emptyText:
      'People you invite or grant the Sales or Email Marketing role will be listed here, where you can change their roles or disable their accounts.',
  },
  '/admin/dashboard/notes': {
    icon: IconNotes,
    summary: 'Your own notes, visible only to you.',
    emptyTitle: 'No notes yet',
    emptyText: 'Notes you write (title and text, pinned if you like) will be kept here and can be searched.',
  },
  '/admin/dashboard/faq': {
    icon: IconHelpCircle,
    summary: 'The questions and answers on the public FAQ page.',
    emptyTitle: 'FAQ editing is not open yet',
    emptyText:
      'The FAQ entries visitors see on /faq will be listed here to edit, reorder and publish, with every change kept as a version.',
  },
  '/admin/dashboard/legal': {
    icon: IconScale,
    summary: 'The legal pages of the website.',
    emptyTitle: 'Legal page editing is not open yet',
    emptyText:
      'The Affiliate Agreement, Investment Risk Disclosure, Terms & Conditions, Privacy Policy and GDPR pages will be edited here, versioned, with the "last updated" date shown publicly.',
  },
};
