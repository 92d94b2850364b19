import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { BOOT_ID, BOOT_SCRIPT } from './boot-script.ts';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Where the build records which stylesheets the page stylesheet holds. */
export const MERGED_CSS_FILE = '.vite/page-css.json';
/** The public layout's CSS joins the page stylesheet, though its code loads lazily. */
const PUBLIC_LAYOUT = /app\/layouts\/public-layout\.tsx$/;
const PUBLIC_PAGE = /app\/routes\/public\/[^/]+\.page\.tsx$/;
/** So does CSS that at least this share of the public pages use (cards, hero, alerts...). */
const SHARED_BY = 1 / 3;

/**
 * The stylesheets of the public layout and those shared by many public pages, dependencies first:
 * one file for them beats a request each on every page.
 */
function layoutSheets(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined): string[] => {
    if (!chunk || seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    return [...chunk.imports.flatMap((file) => visit(chunks.get(file))), ...(chunk.viteMetadata?.importedCss ?? [])];
  };
  const entries = [...chunks.values()];
  const layout = entries.filter((chunk) => PUBLIC_LAYOUT.test(chunk.facadeModuleId ?? '')).flatMap((c) => visit(c));
  const pages = entries.filter((chunk) => PUBLIC_PAGE.test(chunk.facadeModuleId ?? ''));
  const uses = new Map<string, number>();
  const order: string[] = [];
  for (const page of pages) {
    seen.clear();
    for (const sheet of new Set(visit(page))) {
      if (!uses.has(sheet)) order.push(sheet);
      uses.set(sheet, (uses.get(sheet) ?? 0) + 1);
    }
  }
  const shared = order.filter((sheet) => (uses.get(sheet) ?? 0) >= pages.length * SHARED_BY);
  return [...layout, ...shared];
}

function sourceText(asset: Rolldown.OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
}

/**
 * Rewrites the built index.html for a fast first paint (docs/decisions/2026-11-23-page-speed.md):
 * - the stylesheets of the entry's chunks and of the public layout's become one file, so a page
 *   blocks on one request for everything but its own lazy page's CSS;
 * - the entry script and its module preloads move into the inline boot script, which requests them
 *   after the first paint (boot-script.ts).
 */
export function pageBoot(): Plugin {
  return {
    name: 'meridian:page-boot',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        let text = sourceText(html);

        const sheets = [
          ...new Set([...[...text.matchAll(STYLESHEET)].map((match) => match[1] as string), ...layoutSheets(bundle)]),
        ];
        const css = sheets
          .map((file) => bundle[file])
          .filter((asset): asset is Rolldown.OutputAsset => asset?.type === 'asset')
          .map(sourceText)
          .join('\n');
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
        const cssFile = `assets/page-${hash}.css`;
        this.emitFile({ type: 'asset', fileName: cssFile, source: css });
        // The server leaves these out of the links it adds for a page (apps/server/src/web/page-assets.ts).
        this.emitFile({ type: 'asset', fileName: MERGED_CSS_FILE, source: JSON.stringify({ file: cssFile, sheets }) });
        // Lazy chunks list the stylesheets they need, and Vite adds a <link> for any not on the page.
        // Point them at the merged file, or a second copy of a base rule (UnstyledButton's, say)
        // would land after the rules that build on it and undo them.
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const sheet of sheets) chunk.code = chunk.code.replaceAll(`"${sheet}"`, `"${cssFile}"`);
        }

        const entry = MODULE_SCRIPT.exec(text)?.[1];
        if (!entry) throw new Error('index.html has no module script to boot');
        const preloads = [...text.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
        const bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT_SCRIPT }));
        text = text
          .replace(STYLESHEET, '')
          .replace(MODULE_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('<!--app-head-->', `<link rel="stylesheet" href="/${cssFile}">\n    <!--app-head-->`)
          .replace(
            '</body>',
            `<script type="module" src="/${bootFile}" id="${BOOT_ID}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n  </body>`,
          );
        html.source = text;
      },
    },
  };
}
