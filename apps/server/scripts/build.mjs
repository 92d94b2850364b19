// Compiles the server to JavaScript (`npm run build`): one self-contained ES module per entry point
// in apps/server/dist (no shared chunks, so `import.meta.dirname` is that folder in each). The committed SQL migrations are copied beside the bundle, where
// db/migrate.ts looks for them (docs/decisions/2026-11-27-compiled-server.md).
import { build } from 'esbuild';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * One copy of zod: the server and the contracts package each have their own (the same version) in
 * node_modules, and two copies doubled its code and its start-up work in the bundle.
 */
const zodFromContracts = path.join(server, '../../packages/contracts/package.json');
const oneZod = {
  name: 'one-zod',
  setup(builder) {
    builder.onResolve({ filter: /^zod(\/|$)/ }, (args) =>
      args.pluginData === 'one-zod'
        ? undefined
        : builder.resolve(args.path, {
            kind: args.kind,
            resolveDir: path.dirname(zodFromContracts),
            pluginData: 'one-zod',
          }),
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
  // Without comments and spaces the bundle is less than half the size, and ASCII only: Node reads,
  // hashes (for its compile cache) and keeps in memory less source at every start. Names stay
  // as written, so stack traces and logs read the same (the source map has the rest).
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  plugins: [noTestOnlyFiles, oneZod, externalPackages],
  logLevel: 'warning',
});
// V8 keeps a script's source for as long as it runs, at one byte a character when it is all Latin-1
// and at two when a single character is not: the bundles stay ASCII (esbuild escapes strings, but
// not comments it keeps or raw template literals), which keeps 10 MB of the server's memory.
for (const name of ['server.js', 'cli.js', 'migrate.js']) {
  const code = await readFile(path.join(outdir, name), 'latin1');
  const at = code.search(/[\u0080-\u00ff]/); // read as Latin-1: every byte above ASCII
  if (at >= 0) {
    throw new Error(`${name} has a character outside ASCII near: ${JSON.stringify(code.slice(at - 60, at + 20))}`);
  }
}
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
