import fs from 'node:fs';
import path from 'node:path';

/**
 * File naming rules (docs/architecture.md, Naming): one name per domain across the server's modules/,
 * packages/contracts/src/ and the web app's features/, and a role suffix on every module file. A local
 * ESLint plugin, so `npm run lint` refuses a file named the wrong way like any other boundary.
 */
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const modulesDir = path.join(root, 'apps/server/src/modules');

/** What a module file does, from its last dotted part before `.ts`. */
export const MODULE_FILE_ROLES = [
  'module',
  'routes',
  'service',
  'repository',
  'tables',
  'jobs',
  'subscribers',
  'ports',
  'rules',
  'views',
  'mail',
  'seed',
];
/** Contract files every domain shares; every other contract file is named after a domain. */
export const SHARED_CONTRACTS = [
  'api',
  'default-messages',
  'domain-events',
  'email-address',
  'endpoint',
  'fields',
  'form-guard',
  'keyset-cursor',
  'rich-text',
  'roles',
  'ssr',
  'uploads',
];
const supportFile = /\.(test|test-kit|fake)\.tsx?$/;
const roleFile = new RegExp(`^[a-z0-9-]+\\.(${MODULE_FILE_ROLES.join('|')})\\.ts$`);

const moduleNames = () =>
  fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The domain a contract file belongs to: `<domain>.ts` or `<domain>-<topic>.ts`. */
function contractDomain(base, domains) {
  return domains.find((domain) => base === domain || base.startsWith(`${domain}-`));
}

function problemOf(filename) {
  const rel = path.relative(root, filename).split(path.sep).join('/');
  const base = path.posix.basename(rel);
  if (supportFile.test(base)) return null;
  let match = rel.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
  if (match) {
    if (match[2].includes('/')) return `Module files sit directly in modules/${match[1]}/, without subfolders.`;
    if (!roleFile.test(match[2]))
      return `A module file is named <name>.<role>.ts, with a role of ${MODULE_FILE_ROLES.join(', ')} (docs/architecture.md, Naming).`;
    return null;
  }
  match = rel.match(/^apps\/web\/app\/features\/([^/]+)\//);
  if (match && !moduleNames().includes(match[1]))
    return `A web feature is named after the server module it shows (modules/<name>/): "${match[1]}" is not one (docs/architecture.md, Naming).`;
  match = rel.match(/^packages\/contracts\/src\/([^/]+)\.ts$/);
  if (match && !SHARED_CONTRACTS.includes(match[1]) && !contractDomain(match[1], moduleNames()))
    return `A contract file is named <module>.ts or <module>-<topic>.ts after a server module, or is one of the shared files (docs/architecture.md, Naming): "${match[1]}" is neither.`;
  return null;
}

export const namingPlugin = {
  rules: {
    'file-name': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          Program(node) {
            const message = problemOf(context.filename);
            if (message) context.report({ node, message });
          },
        };
      },
    },
  },
};
