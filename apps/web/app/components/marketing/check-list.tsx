import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CheckListProps {
  items: ReactNode[];
  /** Icon shown before each item (a check mark unless told). */
  icon?: ReactNode;
}

/** A bulleted list with a check mark for each point. */
export function CheckList({ items, icon }: CheckListProps) {
  return (
    <List
      maw={760}
      spacing="sm"
      center={false}
      styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 1 } }}
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
          {icon ?? <IconCheck size={14} stroke={2.5} />}
        </ThemeIcon>
      }
    >
      {items.map((item, index) => (
        <List.Item key={index} lh={1.6}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}
