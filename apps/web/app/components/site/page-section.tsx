import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageSectionProps {
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Tinted background to separate consecutive sections. */
  tinted?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  id?: string;
}

/** A content band below the hero, with an optional h2 and intro. */
export function PageSection({ title, intro, children, tinted, size = 'lg', id }: PageSectionProps) {
  return (
    <Box component="section" bg={tinted ? 'gray.0' : undefined} id={id} aria-label={title}>
      <Container size={size} py={{ base: 40, md: 56 }}>
        {title ? (
          <Title order={2} mb="sm">
            {title}
          </Title>
        ) : null}
        {intro ? (
          <Text c="dimmed" size="lg" mb="xl" maw={720} component="div">
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
