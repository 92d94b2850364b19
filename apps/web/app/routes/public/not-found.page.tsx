import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  status: 404,
  meta: () => ({ title: 'Page not found', description: 'The page you asked for does not exist.', noindex: true }),
};

export default function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack gap="md">
        <Text fw={700} c="brand.7">
          Error 404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text size="lg">
          The page you asked for does not exist or has moved. Check the address, or head to one of these instead.
        </Text>
        <Group>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/rsvp" variant="default">
            Reserve a webinar seat
          </Button>
          <Button component={Link} to="/support" variant="subtle">
            Contact support
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
