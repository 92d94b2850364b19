import type { DiffBlock } from '@meridian/contracts/content-admin';
import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './diff-view.module.css';

/** Unchanged blocks shown around each change; longer runs fold into one line. */
const CONTEXT = 1;

function Part({ kind, text }: { kind: 'same' | 'added' | 'removed'; text: string }) {
  if (kind === 'added') return <ins className={classes.added}>{text}</ins>;
  if (kind === 'removed') return <del className={classes.removed}>{text}</del>;
  return <>{text}</>;
}

const LABELS = { added: 'Added: ', removed: 'Removed: ', changed: 'Changed: ', same: '' } as const;

/**
 * What changed between a version and the current text: removed words struck through on red, added
 * ones underlined on green (and named for screen readers), unchanged paragraphs folded.
 */
export function DiffView({ blocks }: { blocks: readonly DiffBlock[] }) {
  const near = (index: number) =>
    blocks.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((block) => block.kind !== 'same');
  const rows: ReactNode[] = [];
  let folded = 0;
  const flush = (key: string) => {
    if (folded > 0) {
      rows.push(
        <Text key={key} size="xs" c="dimmed" fs="italic">
          {folded === 1 ? '1 unchanged paragraph' : `${folded} unchanged paragraphs`}
        </Text>,
      );
    }
    folded = 0;
  };
  blocks.forEach((block, index) => {
    if (block.kind === 'same' && !near(index)) {
      folded += 1;
      return;
    }
    flush(`fold-${index}`);
    rows.push(
      <Box key={index} className={classes[block.kind]} p="xs">
        <VisuallyHidden>{LABELS[block.kind]}</VisuallyHidden>
        {block.parts.map((part, partIndex) => (
          <Part key={partIndex} kind={part.kind} text={part.text} />
        ))}
      </Box>,
    );
  });
  flush('fold-end');
  if (!blocks.some((block) => block.kind !== 'same')) {
    return <Text size="sm">This version reads the same as the current one.</Text>;
  }
  return <Stack gap={6}>{rows}</Stack>;
}
