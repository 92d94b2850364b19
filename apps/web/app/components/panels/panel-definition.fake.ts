import type { PanelDefinition } from './section-types';

/** A panel for tests of the registry's derivations: its dashboard at `rootPath`, gated by `role`. */
export function fakePanel(
  id: PanelDefinition['id'],
  basePath: string,
  rootPath: string,
  role: PanelDefinition['role'] = 'Admin',
): PanelDefinition {
  return { id, title: `${id} panel`, basePath, rootPath, role, redirectTo: '/login', confirmLogout: false };
}
