import type { SectionDeclaration } from '../../components/panels/section-types';
import { adminSections } from './admin-sections';
import { sharedSections } from './shared-sections';
import { staffSections } from './staff-sections';

/**
 * Every panel section, each declared once (docs/architecture.md, Panel sections). The sidebars, the
 * route tree, the page titles and the active item all derive from it.
 */
export const sectionRegistry: readonly SectionDeclaration[] = [...adminSections, ...sharedSections, ...staffSections];
