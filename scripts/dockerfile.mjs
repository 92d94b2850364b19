// A reader of the Dockerfile's instructions, for scripts/image-check.mjs: stages, their
// instructions (continuation lines joined, comments dropped) and the parts of ENV, COPY, CMD and
// HEALTHCHECK. It reads what this repository's Dockerfile uses, not every Dockerfile there is.

/** `["node", "x"]` → ['node', 'x']; a shell form → ['/bin/sh', '-c', text]. */
export function commandOf(text) {
  const trimmed = text.trim();
  return trimmed.startsWith('[') ? JSON.parse(trimmed) : ['/bin/sh', '-c', trimmed];
}

/** Splits on spaces outside double quotes, unquoting. */
function words(text) {
  return [...text.matchAll(/(?:[^\s"]+|"(?:[^"\\]|\\.)*")+/g)].map((m) => m[0].replace(/"((?:[^"\\]|\\.)*)"/g, '$1'));
}

/** `ENV A=1 B="two words"` → { A: '1', B: 'two words' }. */
export function envOf(text) {
  return Object.fromEntries(
    words(text).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`ENV ${text}: only the KEY=value form is read`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** `COPY --from=build /app/a /app/b dest/` → { from: 'build', sources: [...], dest }. */
export function copyOf(text) {
  const parts = words(text);
  const flags = Object.fromEntries(parts.filter((p) => p.startsWith('--')).map((p) => p.slice(2).split('=')));
  const paths = parts.filter((p) => !p.startsWith('--'));
  if (paths.length < 2) throw new Error(`COPY ${text}: needs a source and a destination`);
  return { from: flags.from, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** `HEALTHCHECK --interval=15s … CMD [...]` → { options: { interval: 15, … }, command }. */
export function healthcheckOf(text) {
  const at = text.indexOf('CMD');
  const seconds = (value) => Number(value.replace(/s$/, ''));
  const options = Object.fromEntries(
    words(text.slice(0, at))
      .map((p) => p.slice(2).split('='))
      .map(([key, value]) => [key, key === 'retries' ? Number(value) : seconds(value)]),
  );
  return { options, command: commandOf(text.slice(at + 3)) };
}

/** The stages, in order: { name, from, args (ARG defaults before the first FROM), instructions }. */
export function parseDockerfile(text) {
  const lines = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!current && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (current && line.trimStart().startsWith('#')) continue;
    current += (current ? ' ' : '') + line.trim().replace(/\\$/, '').trim();
    if (!line.endsWith('\\')) {
      lines.push(current);
      current = '';
    }
  }
  const args = {};
  const stages = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op) throw new Error(`Dockerfile: cannot read "${line}"`);
    const upper = op.toUpperCase();
    if (upper === 'ARG' && stages.length === 0) {
      const [name, value = ''] = rest.split('=');
      args[name] = value;
    } else if (upper === 'FROM') {
      const [image, , name] = words(rest);
      const from = image.replace(/\$\{(\w+)\}/g, (_, key) => args[key] ?? '');
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1).instructions.push({ op: upper, args: rest });
    }
  }
  return { args, stages };
}

/** A stage's WORKDIR, following FROM to earlier stages. */
export function workdirOf(stages, stage) {
  const own = stage.instructions.filter((i) => i.op === 'WORKDIR').at(-1);
  if (own) return own.args.trim();
  const parent = stages.find((s) => s.name === stage.from);
  return parent ? workdirOf(stages, parent) : '/';
}
