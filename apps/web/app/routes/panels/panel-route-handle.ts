import type { PanelNav, PanelSection } from '../../components/panels/section-types';
import type { RouteHandle } from '../../lib/page-meta';

/** A panel section route's handle: its meta (never indexed) and which section it is. */
export interface PanelRouteHandle extends RouteHandle {
  panel: PanelNav;
  section?: PanelSection;
}

export function panelRouteHandle(panel: PanelNav, section?: PanelSection): PanelRouteHandle {
  return {
    panel,
    ...(section ? { section } : {}),
    meta: () => ({
      title: section ? `${section.title} · ${panel.title}` : panel.title,
      description: `${panel.title} of the back office.`,
      noindex: true,
    }),
  };
}
