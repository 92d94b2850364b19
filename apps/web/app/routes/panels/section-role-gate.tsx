import type { ComponentType } from 'react';
import { useOutletContext } from 'react-router';
import { sectionAllows } from '../../components/panels/section-allows';
import type { PanelOutletContext, PanelSection } from '../../components/panels/section-types';
import PanelNotFoundPage from './panel-not-found.page';

/**
 * A section's page behind its own roles, when it declares any: to everyone else in the panel it does
 * not exist (the sidebar leaves it out too).
 */
export function sectionRoleGate(section: PanelSection, Page: ComponentType): ComponentType {
  if (!section.roles) return Page;
  return function RoleGatedSection() {
    const { user } = useOutletContext<PanelOutletContext>();
    return sectionAllows(section, user.roles) ? <Page /> : <PanelNotFoundPage />;
  };
}
