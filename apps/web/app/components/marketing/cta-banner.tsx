import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface CtaBannerProps {
  title: string;
  text?: ReactNode;
  actionLabel: string;
  actionTo: string;
}

/** A dark brand band with an h2, a sentence and one call to action. */
export function CtaBanner({ title, text, actionLabel, actionTo }: CtaBannerProps) {
  const headingId = useId();
  return (
    <Box component="section" bg="brand.8" aria-labelledby={headingId}>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="xs" maw={640}>
            <Title order={2} id={headingId} c="white">
              {title}
            </Title>
            {text ? (
              <Text size="lg" c="gray.0" component="div">
                {text}
              </Text>
            ) : null}
          </Stack>
          <Button component={Link} to={actionTo} variant="white" size="lg">
            {actionLabel}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
