import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandOf, copyOf, envOf, healthcheckOf, parseDockerfile } from '../../../scripts/dockerfile.mjs';

/**
 * The image's promises, read from the Dockerfile in every test run (npm run check:image runs it):
 * the runtime stage starts `npm run serve`'s command as a non-root user, keeps its data in the one
 * volume DATA_DIR names, checks /api/health, and takes its files from the build stages only.
 */
const root = new URL('../../../', import.meta.url);
const { stages } = parseDockerfile(readFileSync(new URL('Dockerfile', root), 'utf8'));
const runtime = stages.at(-1)!;
const last = (op: string) => runtime.instructions.filter((i) => i.op === op).at(-1)?.args ?? '';

describe('Dockerfile', () => {
  it('starts the production command of package.json as a non-root user', () => {
    const serve = (
      JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }
    ).scripts.serve;
    expect(commandOf(last('CMD')).join(' ')).toBe(serve);
    const [uid] = last('USER').split(':').map(Number);
    expect(uid).toBeGreaterThan(0);
  });

  it('keeps its data in one volume, the one DATA_DIR names, and checks /api/health', () => {
    const env = Object.assign({}, ...runtime.instructions.filter((i) => i.op === 'ENV').map((i) => envOf(i.args)));
    expect(JSON.parse(last('VOLUME'))).toEqual([env.DATA_DIR]);
    expect(env.NODE_ENV).toBe('production');
    expect(healthcheckOf(last('HEALTHCHECK')).command.join(' ')).toContain('/api/health');
  });

  it('copies into the runtime only from earlier stages, and only production dependencies', () => {
    const copies = runtime.instructions.filter((i) => i.op === 'COPY').map((i) => copyOf(i.args));
    expect(copies.every((copy) => stages.slice(0, -1).some((stage) => stage.name === copy.from))).toBe(true);
    const prodDeps = stages.find((stage) => stage.name === copies.find((c) => c.sources.includes('/app'))?.from);
    expect(prodDeps?.instructions.filter((i) => i.op === 'RUN').map((i) => i.args)).toEqual(['npm ci --omit=dev']);
  });
});
