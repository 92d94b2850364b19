import { Paper, SimpleGrid, Text, type StyleProp } from '@mantine/core';

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

/** Key figures in large type, each with what it means. */
interface StatGridProps {
  stats: Stat[];
  cols?: StyleProp<number>;
}

export function StatGrid({ stats, cols = { base: 1, xs: 2, md: 4 } }: StatGridProps) {
  return (
    <SimpleGrid component="ul" role="list" cols={cols} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {stats.map((stat) => (
        <Paper component="li" key={stat.label} withBorder radius="lg" p="lg">
          <Text fz={32} fw={800} lh={1.1} c="brand.7" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {stat.value}
          </Text>
          <Text fw={600} mt="xs">
            {stat.label}
          </Text>
          {stat.detail ? (
            <Text size="sm" c="dimmed" mt={4} lh={1.55}>
              {stat.detail}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
