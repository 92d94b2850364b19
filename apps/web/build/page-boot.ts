import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { BOOT_ID, BOOT_SCRIPT } from './boot-script.ts';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

function sourceText(asset: Rolldown.OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
}

/**
 * Rewrites the built index.html for a fast first paint (docs/decisions/2026-11-23-page-speed.md):
 * - the stylesheets of the entry's chunks become one file, so the page blocks on one request;
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

        const sheets = [...text.matchAll(STYLESHEET)].map((match) => match[1] as string);
        const css = sheets
          .map((file) => bundle[file])
          .filter((asset): asset is Rolldown.OutputAsset => asset?.type === 'asset')
          .map(sourceText)
          .join('\n');
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
        const cssFile = `assets/page-${hash}.css`;
        this.emitFile({ type: 'asset', fileName: cssFile, source: css });
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
