import { legalPagePaths } from '@meridian/contracts/content';

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The header menu's two groups (Company and Resources; docs/product.md, Site layout and navigation); the footer lists them too. */
export const navGroups: NavGroup[] = [
  {
    label: 'Company',
    links: [
      { label: 'Our Story', to: '/about', description: 'Who we are and how we teach' },
      { label: 'Careers', to: '/careers', description: 'Open roles on our team' },
      { label: 'Affiliate Program', to: '/affiliate', description: 'Earn by referring traders' },
      { label: 'Digital Billboard', to: '/advertising', description: 'Advertise to our audience' },
      { label: 'Email/SMS Marketing', to: '/emailMarketing', description: 'Campaigns that reach people' },
    ],
  },
  {
    label: 'Resources',
    links: [
      { label: 'Webinar RSVP', to: '/rsvp', description: 'Reserve a seat at a live session' },
      { label: 'Blogs', to: '/blogdirectory', description: 'Lessons and market notes' },
      { label: 'Pricing', to: '/pricing', description: 'What a seat and a plan cost' },
      { label: 'FAQ', to: '/faq', description: 'Answers to common questions' },
      { label: 'Consultation', to: '/consultation', description: 'Talk to an instructor' },
      { label: 'Support', to: '/support', description: 'Help with your account or seat' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Affiliate Agreement', to: legalPagePaths['affiliate-agreement'] },
  { label: 'Investment Risk Disclosure', to: legalPagePaths['risk-disclosure'] },
  { label: 'Terms & Conditions', to: legalPagePaths.terms },
  { label: 'Privacy Policy', to: legalPagePaths.privacy },
  { label: 'GDPR', to: legalPagePaths.gdpr },
];
