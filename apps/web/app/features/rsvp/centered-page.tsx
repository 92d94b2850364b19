import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** A quiet tinted band with one centred column: checkout and booking-status pages. */
export function CenteredPage({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box bg="gray.0" py={{ base: 32, md: 64 }} mih="70vh">
      <Container size={width} px="md">
        {children}
      </Container>
    </Box>
  );
}
