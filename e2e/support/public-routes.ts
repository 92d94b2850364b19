/** Every public route (docs/product.md, Site layout and navigation) and the h1 a visitor sees there. */
export const publicRoutes: { path: string; heading: string }[] = [
  { path: '/', heading: 'Professional Trading Solutions' },
  { path: '/about', heading: 'Our Story' },
  { path: '/careers', heading: 'Careers' },
  { path: '/blogdirectory', heading: 'Blogs' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/support', heading: 'Support' },
  { path: '/affiliate', heading: 'Affiliate Program' },
  { path: '/rsvp', heading: 'Webinar RSVP' },
  { path: '/advertising', heading: 'Digital Billboard' },
  { path: '/emailMarketing', heading: 'Email/SMS Marketing' },
  { path: '/consultation', heading: 'Consultation' },
  { path: '/newsletter', heading: 'Newsletter archive' },
  { path: '/affiliateagreement', heading: 'Affiliate Agreement' },
  { path: '/riskdisclosure', heading: 'Investment Risk Disclosure' },
  { path: '/terms', heading: 'Terms & Conditions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/gdpr', heading: 'GDPR' },
  { path: '/login', heading: 'Sign in' },
];

export const SITE_NAME = 'Meridian Trading Academy';
