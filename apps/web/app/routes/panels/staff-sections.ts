import { IconChartBar, IconDeviceTv } from '@tabler/icons-react';
import type { SectionDeclaration } from '../../features/panels/section-types';

/** Sections of one staff or advertiser panel each (docs/product.md, The business and its people); the Sales and Email Marketing KPI is shared (shared-sections.ts). */
export const staffSections: readonly SectionDeclaration[] = [
  {
    path: 'kpi',
    title: 'KPI',
    icon: IconChartBar,
    panels: { affiliate: 10 },
    empty: {
      summary: 'What your referrals have brought in.',
      title: 'No referrals yet',
      text: 'Clicks on your links, the sign-ups and paid seats they led to, and the commission you have earned and been paid will be shown here.',
    },
  },
  {
    path: '',
    title: 'My Billboard',
    icon: IconDeviceTv,
    panels: { advertiser: 10 },
    page: () => import('../advertiser/billboard.page'),
  },
];
