import type { PanelDefinition, PanelNav, PanelSection, SectionDeclaration } from './section-types';

/** A panel's sidebar from the registry: the sections declared for it, in their order, with full paths. */
export function panelNav(panel: PanelDefinition, registry: readonly SectionDeclaration[]): PanelNav {
  const placed = registry.flatMap((declaration) => {
    const position = declaration.panels[panel.id];
    return position === undefined ? [] : [{ declaration, position }];
  });
  placed.sort((a, b) => a.position - b.position);
  const sections = placed.map(
    ({ declaration: { panels: _panels, path, ...section } }): PanelSection => ({
      ...section,
      path: path ? `${panel.rootPath}/${path}` : panel.rootPath,
    }),
  );
  return { ...panel, sections };
}
