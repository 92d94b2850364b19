// Compiles the server to JavaScript (`npm run build`): one self-contained ES module per entry point
// in apps/server/dist (no shared chunks, so `import.meta.dirname` is that folder in each). The committed SQL migrations are copied beside the bundle, where
// db/migrate.ts looks for them (docs/decisions/2026-11-27-compiled-server.md).
import { build } from 'esbuild';
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(server, 'dist');

/**
 * npm packages are bundled too: resolving and loading some 1,500 files from node_modules took over a
 * second of every start. Those that load files beside their own code (PGlite's WebAssembly, native
 * addons, pdfkit's font metrics) or are optional stay in node_modules.
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg-native', 'pino', 'thread-stream', 'pdfkit'];
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** Test kits, fakes and tests never reach the bundle (docs/architecture.md, Naming): importing one fails the build. */
const TEST_ONLY = /\.(test|test-kit|fake)(\.tsx?)?$/;
const noTestOnlyFiles = {
  name: 'no-test-only-files',
  setup(builder) {
    builder.onResolve({ filter: TEST_ONLY }, (args) => ({
      errors: [{ text: `${args.importer} imports ${args.path}, a file only tests may use.` }],
    }));
  },
};

await rm(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: {
    server: path.join(server, 'src/main.ts'),
    cli: path.join(server, 'src/cli.ts'),
    migrate: path.join(server, 'src/db/migrate-cli.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  plugins: [noTestOnlyFiles, externalPackages],
  logLevel: 'warning',
});
await cp(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The entry `node dist/main.js` runs: it turns on V8's compile cache (in the system's temporary
// folder) before loading the server, so a restart skips compiling its megabytes of JavaScript again.
await writeFile(
  path.join(outdir, 'main.js'),
  "import { enableCompileCache } from 'node:module';\n\nenableCompileCache();\nawait import('./server.js');\n",
);
console.log(
  `Server compiled to ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms.`,
);
