import { Box, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Step {
  title: string;
  text: ReactNode;
}

/** A numbered sequence ("how it works"), each step with an h3 and a sentence or two. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Box component="ol" role="list" p={0} m={0} maw={760} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.title} mb={index === steps.length - 1 ? 0 : 'lg'}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={36} radius="xl" aria-hidden style={{ flexShrink: 0 }}>
              <Text component="span" fw={700} size="sm">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Box>
              <Title order={3} size="h4" mb={4} mt={4}>
                {step.title}
              </Title>
              <Text lh={1.65} component="div">
                {step.text}
              </Text>
            </Box>
          </Group>
        </Box>
      ))}
    </Box>
  );
}
