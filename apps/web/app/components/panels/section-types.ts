import type { RoleName } from '@meridian/contracts/roles';
import type { CurrentUser } from '@meridian/contracts/users';
import type { IconNotes } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** The back-office panels (docs/product.md, Panels and their gates). */
export type PanelId = 'admin' | 'emailMarketing' | 'sales' | 'affiliate' | 'advertiser';

/** What a section without its page says: one sentence under the h1, and its empty state. */
export interface SectionEmptyState {
  summary: string;
  title: string;
  /** What will appear here and who puts it there. */
  text: string;
}

/** A section's page, loaded on first use. */
export type SectionPageModule = () => Promise<{ default: ComponentType }>;

interface SectionBase {
  /**
   * Relative to the panel's dashboard path (its `rootPath`), without slashes at either end:
   * `'kpi'` is `/sales/dashboard/kpi` in the sales panel; `''` is the dashboard path itself.
   */
  path: string;
  /** Sidebar label, h1 of the empty state and the start of the page title. */
  title: string;
  icon: typeof IconNotes;
  /** The panels it appears in, each with its place in that sidebar (ascending; numbered in tens). */
  panels: Partial<Record<PanelId, number>>;
  /** Who may open it; without it, everyone the panel admits. */
  roles?: readonly RoleName[];
}

/** Its page, or, until the page arrives, the empty state that says what will be there. */
type SectionContent = { page: SectionPageModule; empty?: never } | { empty: SectionEmptyState; page?: never };

/**
 * One entry of the section registry (docs/architecture.md, Panel sections): everything the sidebars,
 * the route tree, the page titles and the empty-state pages know about a section.
 */
export type SectionDeclaration = SectionBase & SectionContent;

/** A section as placed in one panel, with its full path. */
export type PanelSection = Omit<SectionBase, 'panels'> & SectionContent;

/** A back-office panel, where it lives and who may open it. */
export interface PanelDefinition {
  id: PanelId;
  title: string;
  /** The layout's route path; every section path starts with it. */
  basePath: string;
  /** The dashboard path: section paths are relative to it, and its own item is active only on an exact match. */
  rootPath: string;
  /** The role GET /api/v1/user/me must list. */
  role: RoleName;
  /** Where visitors without it go. */
  redirectTo: string;
  /** The "Confirm Logout" dialog first (every panel but admin's). */
  confirmLogout: boolean;
  /**
   * Its users send from their own mailbox: "Sending mailbox" in the sidebar, and the credentials modal
   * wherever sending needs one. `prompt` also opens it on entering the panel while none is saved
   * (once a browser session: it can be dismissed); `on-request` only from the button or a sending page.
   */
  mailbox?: 'prompt' | 'on-request';
  /** Blocked by "Connect Stripe for Payouts" until the user's payouts are connected (the affiliate panel). */
  needsPayouts?: boolean;
}

/** A panel with its sections in sidebar order, derived from the registry. */
export interface PanelNav extends PanelDefinition {
  sections: PanelSection[];
}

/** What a panel hands its section routes (`useOutletContext`). */
export interface PanelOutletContext {
  user: CurrentUser;
}
