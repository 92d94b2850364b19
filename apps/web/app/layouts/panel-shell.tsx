import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../features/site/use-site-config';
import classes from './panel-shell.module.css';

interface PanelShellProps {
  /** The panel's name as the seed titles it, e.g. "Sales Dashboard". */
  title: string;
  /** Who the panel is for, one sentence. */
  audience: string;
}

/**
 * The frame every back-office panel opens in. Signing in and each panel's sections arrive with
 * the identity work; until then the frame says so and leads to the sign-in page.
 */
export function PanelShell({ title, audience }: PanelShellProps) {
  const config = useSiteConfig();
  return (
    <Box className={classes.shell}>
      <Box component="header" className={classes.bar}>
        <Group justify="space-between" px="lg" h={56}>
          <Anchor component={Link} to="/" fw={800} c="white" underline="never">
            {config.siteName}
          </Anchor>
          <Text c="gray.2" size="sm">
            {title}
          </Text>
        </Group>
      </Box>
      <Container size="sm" py={80} component="main" id="main">
        <Paper withBorder radius="lg" p="xl">
          <Stack align="flex-start" gap="md">
            <IconLock size={32} aria-hidden />
            <Title order={1}>{title}</Title>
            <Text>{audience}</Text>
            <Text c="dimmed">Sign in with an account that has access to this panel to continue.</Text>
            <Group>
              <Button component={Link} to="/login">
                Sign in
              </Button>
              <Button component={Link} to="/" variant="default">
                Back to the website
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
