// Fails when TypeScript sources import each other in a cycle. Part of `npm run lint`.
// Modules are resolved the way the compiler resolves them (each workspace's tsconfig). `import type`
// and `export type` vanish at run time and are ignored, except between two folders of
// apps/server/src/modules/: there a type names the other module's API, and a cycle of them is a cycle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['apps/server', 'apps/web', 'packages/contracts', 'e2e', 'bench'];

/** Every source file of one tsconfig, with its compiler options. */
function load(project) {
  const configPath = path.join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  return { files: parsed.fileNames.filter((f) => !f.includes('/node_modules/')), options: parsed.options };
}

const serverModules = path.join(root, 'apps/server/src/modules') + path.sep;

/** The folder of apps/server/src/modules/ a file is in, or null outside it. */
function serverModuleOf(file) {
  return file.startsWith(serverModules) ? file.slice(serverModules.length).split(path.sep)[0] : null;
}

/**
 * Whether an import of `resolved` from `file` counts. Runtime imports always do; type-only ones only
 * between two server modules (docs/architecture.md, Rules): a module's types belong to its API, so
 * two modules naming each other's types depend on each other even if nothing of it runs.
 */
function counts(file, resolved, typeOnly) {
  if (!typeOnly) return true;
  const from = serverModuleOf(file);
  const to = serverModuleOf(resolved);
  return from !== null && to !== null && from !== to;
}

/** Imports and re-exports of one file that count, resolved to files inside the repository. */
function dependencies(file, options) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement) && statement.moduleSpecifier;
    if (!isImport && !isExport) continue;
    const bindings = isImport ? statement.importClause?.namedBindings : undefined;
    const typeOnly = isImport
      ? Boolean(
          statement.importClause?.isTypeOnly ||
            (bindings &&
              ts.isNamedImports(bindings) &&
              !statement.importClause.name &&
              bindings.elements.length > 0 &&
              bindings.elements.every((element) => element.isTypeOnly)),
        )
      : statement.isTypeOnly ||
        Boolean(
          statement.exportClause &&
            ts.isNamedExports(statement.exportClause) &&
            statement.exportClause.elements.length > 0 &&
            statement.exportClause.elements.every((element) => element.isTypeOnly),
        );
    const specifier = statement.moduleSpecifier.text;
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!resolved || !resolved.startsWith(root) || resolved.includes('/node_modules/')) continue;
    if (counts(file, resolved, typeOnly)) found.push(resolved);
  }
  return found;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const result = [];
  function visit(node) {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) result.push(component);
    }
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return result;
}

export function findImportCycles() {
  const graph = new Map();
  for (const project of projects) {
    const { files, options } = load(project);
    for (const file of files) graph.set(file, dependencies(file, options));
  }
  return cycles(graph).map((component) => component.map((file) => path.relative(root, file)).sort());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findImportCycles();
  if (found.length === 0) {
    console.log('No import cycles.');
  } else {
    for (const component of found) console.error(`Import cycle between: ${component.join(', ')}`);
    process.exit(1);
  }
}
