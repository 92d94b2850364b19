import { IconChartBar, IconDeviceTv } from '@tabler/icons-react';
import type { SectionDeclaration } from '../../components/panels/section-types';

/** Sections of one staff or advertiser panel each (docs/product.md, The business and its people); the Sales and Email Marketing KPI is shared (shared-sections.ts). */
export const staffSections: readonly SectionDeclaration[] = [
  {
    path: 'kpi',
    title: 'KPI',
    icon: IconChartBar,
    panels: { affiliate: 10 },
    page: () => import('../affiliates/kpi.page'),
  },
  {
    path: '',
    title: 'My Billboard',
    icon: IconDeviceTv,
    panels: { advertiser: 10 },
    page: () => import('../advertiser/billboard.page'),
  },
];
