import type { z } from 'zod';

/** Members whose keys are the caller's own (string maps): their keys are quoted as sent. */
const MAP_MEMBERS = new Set(['AuthParameters', 'ChallengeResponses']);
/** At most this many problems are spelled out; the count still says how many there were. */
const LISTED = 5;

const lowerFirst = (segment: string) => segment.charAt(0).toLowerCase() + segment.slice(1);

/**
 * Where a value sits, the way Cognito names it: member names in camelCase, list items
 * 1-based as `userAttributes.1.member.value`, map keys as sent (`authParameters.PASSWORD`).
 */
export function cognitoPath(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment === 'number') parts.push(`${segment + 1}.member`);
    else if (MAP_MEMBERS.has(String(path[index - 1]))) parts.push(String(segment));
    else parts.push(lowerFirst(String(segment)));
  });
  return parts.join('.') || 'body';
}

/**
 * Cognito's validation message: "1 validation error detected: Value at 'username' failed to
 * satisfy constraint: Member must …", one problem per value (the first found), joined by "; ".
 */
export function validationMessage(issues: readonly z.core.$ZodIssue[]): string {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    // A bad map key is reported at the map, without echoing the key.
    const badKey = issue.code === 'invalid_key';
    const where = cognitoPath(badKey ? issue.path.slice(0, -1) : issue.path);
    const message = badKey
      ? `Map keys must satisfy constraint: [${issue.issues.map((inner) => inner.message).join(', ')}]`
      : issue.message;
    if (!byPath.has(where)) byPath.set(where, message);
  }
  const problems = [...byPath].map(
    ([where, message]) => `Value at '${where}' failed to satisfy constraint: ${message}`,
  );
  const count = problems.length;
  const more = count > LISTED ? `; and ${count - LISTED} more` : '';
  return `${count} validation error${count === 1 ? '' : 's'} detected: ${problems.slice(0, LISTED).join('; ')}${more}`;
}
