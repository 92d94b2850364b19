// Part of `npm run build`: writes `<file>.br` (quality 11) and `<file>.gz` beside every built file
// worth compressing, so the server reads them at start-up instead of compressing 400 files itself
// (which took seconds of every boot). apps/server/src/web/static-assets.ts reads them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const clientDir = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
/** The types the server sends compressed (static-assets.ts, isCompressible); smaller files go as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
let written = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }),
);
console.log(`precompressed ${written} files (brotli and gzip)`);
