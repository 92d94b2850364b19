import { Box, Burger, Button, Container, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../lib/auth/sign-out';
import { useStoredUserId } from '../../lib/stored-session';
import { useSiteConfig } from './use-site-config';
import { LogoutDialog } from './logout-dialog';
import { navGroups } from './site-nav';
import classes from './site-header.module.css';

function Brand() {
  const config = useSiteConfig();
  return (
    <Link to="/" className={classes.brand} aria-label={`${config.siteName} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={classes.brandName}>{config.siteName}</span>
    </Link>
  );
}

function DesktopMenus() {
  return (
    <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
      {navGroups.map((group) => (
        <Menu
          key={group.label}
          trigger="click-hover"
          openDelay={80}
          closeDelay={150}
          position="bottom-start"
          withinPortal
        >
          <Menu.Target>
            <UnstyledButton className={classes.menuTarget}>
              {group.label} <IconChevronDown size={14} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {group.links.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                <Text size="sm" fw={600}>
                  {link.label}
                </Text>
                {link.description ? (
                  <Text size="xs" c="dimmed">
                    {link.description}
                  </Text>
                ) : null}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  const userId = useStoredUserId();
  const navigate = useNavigate();

  const confirmLogout = () => {
    void signOut();
    logout.close();
    void navigate('/');
  };

  const account = userId ? (
    <Button variant="subtle" onClick={logout.open}>
      Logout
    </Button>
  ) : (
    <Button component={Link} to="/login?signup" variant="subtle">
      Sign Up
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <DesktopMenus />
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="xs">{account}</Box>
          <Button component={Link} to="/rsvp">
            RSVP
          </Button>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="site-menu"
          />
        </Group>
      </Container>

      <Drawer
        id="site-menu"
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
        transitionProps={{ duration: 250 }}
      >
        <nav aria-label="Menu">
          <Stack gap="lg">
            {navGroups.map((group) => (
              <div key={group.label}>
                <Text component="h2" size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
                  {group.label}
                </Text>
                <Stack gap={2}>
                  {group.links.map((link) => (
                    <Link key={link.to} to={link.to} className={classes.drawerLink} onClick={menu.close}>
                      {link.label}
                    </Link>
                  ))}
                </Stack>
              </div>
            ))}
            <Box hiddenFrom="xs">{account}</Box>
          </Stack>
        </nav>
      </Drawer>

      <LogoutDialog opened={logoutOpened} onCancel={logout.close} onConfirm={confirmLogout} />
    </Box>
  );
}
