import { panelDefinitions } from '../../components/panels/panel-definitions';
import { panelNav } from '../../components/panels/panel-nav';
import type { PanelNav } from '../../components/panels/section-types';
import { sectionRegistry } from './section-registry';

/** The panels with their sidebars derived from the section registry, in route order. */
export const panels: readonly PanelNav[] = panelDefinitions.map((panel) => panelNav(panel, sectionRegistry));
