import { Anchor, AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@meridian/contracts/users';
import { IconLogout, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { activeNavPath } from '../components/panels/active-nav-path';
import { SkipLink } from '../components/skip-link';
import { sectionAllows } from '../components/panels/section-allows';
import type { PanelNav, PanelOutletContext } from '../components/panels/section-types';
import { useSiteConfig } from '../lib/use-site-config';
import classes from './panel-shell.module.css';

interface PanelShellProps {
  panel: PanelNav;
  user: CurrentUser;
  onLogout: () => void;
  /** Above Logout: the panel's own account controls (the sending mailbox). */
  footerAction?: ReactNode;
}

/** Sidebar 64 units wide (256 px), transitions 250 ms; a burger opens it on phones. */
export const PANEL_NAVBAR_WIDTH = 256;
export const PANEL_TRANSITION_MS = 250;

/** The frame of every back-office panel: header, section sidebar with Account and Logout, and the section. */
export function PanelShell({ panel, user, onLogout, footerAction }: PanelShellProps) {
  const config = useSiteConfig();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const sections = panel.sections.filter((section) => sectionAllows(section, user.roles));
  const active = activeNavPath(pathname, { sections, rootPath: panel.rootPath });
  const outlet: PanelOutletContext = { user };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: PANEL_NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
      transitionDuration={PANEL_TRANSITION_MS}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={opened ? 'Close sections' : 'Open sections'}
              aria-expanded={opened}
              aria-controls="panel-sections"
            />
            <Anchor component={Link} to="/" c="white" fw={800} underline="never" visibleFrom="xs">
              {config.siteName}
            </Anchor>
            <Divider orientation="vertical" color="brand.4" my={18} visibleFrom="xs" />
            <Text c="gray.1" fw={600} truncate>
              {panel.title}
            </Text>
          </Group>
          <Text c="gray.2" size="sm" visibleFrom="md" truncate>
            {user.firstName} {user.lastName}
          </Text>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="panel-sections" p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Box component="nav" aria-label={`${panel.title} sections`}>
            {sections.map((section) => {
              const Icon = section.icon;
              const isActive = section.path === active;
              return (
                <NavLink
                  key={section.path}
                  component={Link}
                  to={section.path}
                  label={section.title}
                  leftSection={<Icon size={18} aria-hidden />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={close}
                  className={classes.link}
                />
              );
            })}
          </Box>
        </AppShell.Section>
        <AppShell.Section className={classes.footer}>
          <Text size="sm" c="dimmed" truncate mb="xs">
            {user.email}
          </Text>
          {footerAction}
          <Button
            component={Link}
            to="/account"
            variant="subtle"
            fullWidth
            justify="flex-start"
            leftSection={<IconUserShield size={16} aria-hidden />}
            mb="xs"
            onClick={close}
          >
            Account
          </Button>
          <Button variant="default" fullWidth leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            Logout
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Outlet context={outlet} />
      </AppShell.Main>
    </AppShell>
  );
}
