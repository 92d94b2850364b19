import type { DiffBlock, DiffPart } from '@meridian/contracts/content-admin';

/**
 * A readable comparison of two texts given as blocks (paragraphs, headings, list items): blocks are
 * matched by a longest common subsequence; a removed block followed by an added one is shown as one
 * changed block with its words marked.
 */

type Op<T> = { kind: 'same' | 'added' | 'removed'; value: T };

/** The longest-common-subsequence edit script from `before` to `after`. */
function editScript<T>(before: readonly T[], after: readonly T[]): Op<T>[] {
  const n = before.length;
  const m = after.length;
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] =
        before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const ops: Op<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      ops.push({ kind: 'same', value: before[i]! });
      i++;
      j++;
    } else if (i < n && (j === m || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      // Removals before additions, so a replaced block reads as one change.
      ops.push({ kind: 'removed', value: before[i++]! });
    } else {
      ops.push({ kind: 'added', value: after[j++]! });
    }
  }
  return ops;
}

/** Words and the spaces after them, merged into runs of one kind. */
function wordDiff(before: string, after: string): DiffPart[] {
  const words = (text: string) => text.match(/\S+\s*/g) ?? [];
  const parts: DiffPart[] = [];
  for (const op of editScript(words(before), words(after))) {
    const last = parts[parts.length - 1];
    if (last?.kind === op.kind) last.text += op.value;
    else parts.push({ kind: op.kind, text: op.value });
  }
  return parts;
}

export function diffBlocks(before: readonly string[], after: readonly string[]): DiffBlock[] {
  const ops = editScript(before, after);
  const blocks: DiffBlock[] = [];
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    const next = ops[k + 1];
    if (op.kind === 'removed' && next?.kind === 'added') {
      blocks.push({ kind: 'changed', parts: wordDiff(op.value, next.value) });
      k++;
    } else {
      blocks.push({ kind: op.kind, parts: [{ kind: op.kind, text: op.value }] });
    }
  }
  return blocks;
}
