/** A value of a form-encoded Stripe request: `a[b][0][c]=x` nests as { a: { b: [{ c: 'x' }] } }. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const KEY = /^([^[\]]+)((?:\[[^[\]]+\])*)$/;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export class FormBodyError extends Error {}

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

function segmentsOf(rawKey: string): string[] {
  const match = KEY.exec(rawKey);
  if (!match) throw new FormBodyError(`Invalid form key: ${rawKey}`);
  const [, root = '', rest = ''] = match;
  const segments = [root, ...[...rest.matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1] ?? '')];
  const forbidden = segments.find((segment) => FORBIDDEN.has(segment));
  if (forbidden) throw new FormBodyError(`Invalid form key segment: ${forbidden}`);
  return segments;
}

/** Objects whose keys are exactly 0..n-1 were arrays on the sending side (the SDK writes indices). */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] ?? '')] as const);
  const isList = keys.length > 0 && keys.every((key, i) => key === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

/** Parses a form-encoded body with bracket keys the way Stripe's API reads it. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    const segments = segmentsOf(rawKey);
    let cursor = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const existing = cursor[segment];
      if (last) {
        if (existing !== undefined) throw new FormBodyError(`Duplicate form key: ${rawKey}`);
        cursor[segment] = value;
        return;
      }
      if (typeof existing === 'string' || Array.isArray(existing)) {
        throw new FormBodyError(`Form key ${rawKey} conflicts with an earlier value`);
      }
      const next: FormObject = existing ?? {};
      cursor[segment] = next;
      cursor = next;
    });
  }
  return withArrays(root) as FormObject;
}
