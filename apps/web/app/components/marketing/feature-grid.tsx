import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FeatureItem {
  icon?: ReactNode;
  title: string;
  text: ReactNode;
}

interface FeatureGridProps {
  items: FeatureItem[];
  /** Heading level of each card title: 3 under a section's h2 (the default). */
  order?: 2 | 3;
}

/** Cards with an optional icon, a heading and a short explanation, one to three per row. */
export function FeatureGrid({ items, order = 3 }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="lg" padding="lg">
          {item.icon ? (
            <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
              {item.icon}
            </ThemeIcon>
          ) : null}
          <Title order={order} size="h4" mb="xs">
            {item.title}
          </Title>
          <Text lh={1.65} component="div">
            {item.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
