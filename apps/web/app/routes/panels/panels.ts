import { panelDefinitions } from '../../features/panels/panel-definitions';
import { panelNav } from '../../features/panels/panel-nav';
import type { PanelNav } from '../../features/panels/section-types';
import { sectionRegistry } from './section-registry';

/** The panels with their sidebars derived from the section registry, in route order. */
export const panels: readonly PanelNav[] = panelDefinitions.map((panel) => panelNav(panel, sectionRegistry));
