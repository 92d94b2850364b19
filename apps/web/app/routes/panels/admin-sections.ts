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
  IconReceipt,
  IconScale,
  IconTicket,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SectionDeclaration } from '../../features/panels/section-types';
import { emailKpiPage } from './shared-sections';

/** The admin panel's own sections (docs/product.md, Panels and their gates); Notes and Campaign are shared (shared-sections.ts). */
export const adminSections: readonly SectionDeclaration[] = [
  {
    path: '',
    title: 'Manage Events',
    icon: IconCalendarEvent,
    panels: { admin: 10 },
    page: () => import('../admin/events.page'),
  },
  {
    path: 'rsvp',
    title: 'RSVP',
    icon: IconTicket,
    panels: { admin: 20 },
    page: () => import('../admin/rsvp.page'),
  },
  {
    path: 'sales',
    title: 'Sales',
    icon: IconReceipt,
    panels: { admin: 30 },
    page: () => import('../admin/sales.page'),
  },
  {
    path: 'affiliates',
    title: 'Affiliates',
    icon: IconUsersGroup,
    panels: { admin: 40 },
    empty: {
      summary: 'Affiliates, what they bring in and what they are owed.',
      title: 'No affiliates yet',
      text: 'People who join the affiliate program will appear here with their referral code, Stripe payout status, clicks, sign-ups, paid conversions and commission owed and paid.',
    },
  },
  {
    path: 'marketingSubscribers',
    title: 'Email Subscribers',
    icon: IconMailOpened,
    panels: { admin: 50 },
    page: () => import('../admin/newsletter-subscribers.page'),
  },
  {
    path: 'kpi',
    title: 'KPI',
    icon: IconChartBar,
    panels: { admin: 60 },
    empty: {
      summary: 'How the business is doing over a period you choose.',
      title: 'No figures to show yet',
      text: 'Revenue, seats sold, RSVPs, sign-ups by role and the funnel from visit to paid seat will be charted here once the first visits and bookings come in.',
    },
  },
  {
    path: 'billboard',
    title: 'Digital Billboard',
    icon: IconDeviceTv,
    panels: { admin: 70 },
    empty: {
      summary: 'Advertisers, their plans and the creatives waiting for review.',
      title: 'No advertisers yet',
      text: 'Advertisers and their plans ($150/Month or $600/Year) will appear here with subscription status, creatives to approve or reject, schedules, impressions and clicks.',
    },
  },
  {
    path: 'requisition',
    title: 'Requisition',
    icon: IconBriefcase,
    panels: { admin: 80 },
    empty: {
      summary: 'Job openings shown on the Careers page, and the applications they receive.',
      title: 'No job openings yet',
      text: 'Openings you create (title, department, location, type and description) will be listed here and on /careers; applications and résumés will arrive under each one.',
    },
  },
  {
    path: 'newsletter',
    title: 'Newsletter',
    icon: IconNews,
    panels: { admin: 90 },
    empty: {
      summary: 'Newsletter issues for confirmed subscribers.',
      title: 'No newsletter issues yet',
      text: 'Issues you compose and send to confirmed subscribers will be kept here as an archive.',
    },
  },
  {
    path: 'blog',
    title: 'Blog',
    icon: IconArticle,
    panels: { admin: 100 },
    empty: {
      summary: 'Posts for the public blog.',
      title: 'No blog posts yet',
      text: 'Drafts and published posts (title, excerpt, body, cover image and tags) will be listed here. Published posts appear in the blog directory.',
    },
  },
  {
    path: 'emailkpi',
    title: 'Email Marketing KPI',
    icon: IconChartLine,
    panels: { admin: 110 },
    page: emailKpiPage,
  },
  {
    path: 'users',
    title: 'Email Users',
    icon: IconUserCog,
    panels: { admin: 140 },
    page: () => import('../admin/email-users.page'),
  },
  {
    path: 'faq',
    title: 'FAQ',
    icon: IconHelpCircle,
    panels: { admin: 160 },
    empty: {
      summary: 'The questions and answers on the public FAQ page.',
      title: 'FAQ editing is not open yet',
      text: 'The FAQ entries visitors see on /faq will be listed here to edit, reorder and publish, with every change kept as a version.',
    },
  },
  {
    path: 'legal',
    title: 'Legal',
    icon: IconScale,
    panels: { admin: 170 },
    empty: {
      summary: 'The legal pages of the website.',
      title: 'Legal page editing is not open yet',
      text: 'The Affiliate Agreement, Investment Risk Disclosure, Terms & Conditions, Privacy Policy and GDPR pages will be edited here, versioned, with the "last updated" date shown publicly.',
    },
  },
];
