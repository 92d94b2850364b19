import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const coreStyles = path.dirname(require.resolve('@mantine/core/styles.css')) + '/styles';
// Components, and the shared parts under utils/ (InlineInput: the label beside a Checkbox, Radio or Switch).
const COMPONENT_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.mjs$/;
const NOTIFICATIONS_MODULE = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;

/** The stylesheet a Mantine class-name module needs, or undefined when it has none. */
export function stylesheetFor(id: string): string | undefined {
  if (NOTIFICATIONS_MODULE.test(id)) return '@mantine/notifications/styles.layer.css';
  const name = COMPONENT_MODULE.exec(id)?.[1];
  if (!name || !existsSync(path.join(coreStyles, `${name}.layer.css`))) return undefined;
  return `@mantine/core/styles/${name}.layer.css`;
}

/**
 * Gives every Mantine component its own stylesheet: the component's class-name module imports
 * `<Component>.layer.css`, so Vite puts a component's CSS in the chunk that uses it. A public page
 * then blocks rendering only on the CSS of the components it shows, and a panel's or a modal's CSS
 * arrives with its code (docs/decisions/2026-11-23-page-speed.md). The `.layer.css` variants sit in
 * `@layer mantine`, so the order chunks load in never changes which rule wins, and our own CSS
 * (unlayered) always overrides Mantine's.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'meridian:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const stylesheet = stylesheetFor(id.split('?')[0] ?? id);
      if (!stylesheet) return null;
      return { code: `import '${stylesheet}';\n${code}`, map: null };
    },
  };
}
