import { Box, Burger, Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../lib/auth/sign-out';
import { useStoredUserId } from '../../lib/stored-session';
import { useOnceTrue } from '../../lib/use-once-true';
import { useSiteConfig } from '../../lib/use-site-config';
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

type NavGroup = (typeof navGroups)[number];

// The overlays load on first use (and the menu's on intent), keeping them out of the page's first script.
const loadMenuDrawer = () => import('./site-menu-drawer');
const SiteMenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.SiteMenuDrawer })));
const LogoutDialog = lazy(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/**
 * One header menu. Escape closes it wherever the focus is (docs/product.md, Site layout and
 * navigation): Mantine alone closes only when the focus is inside the dropdown, which a keyboard user
 * who opened it with Enter may not have reached yet.
 */
function HeaderMenu({ group }: { group: NavGroup }) {
  const [opened, setOpened] = useState(false);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
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
  );
}

function DesktopMenus() {
  return (
    <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
      {navGroups.map((group) => (
        <HeaderMenu key={group.label} group={group} />
      ))}
    </Group>
  );
}

/** What the layout lends the header to open the RSVP modal over the current page. */
export interface RsvpOpener {
  open: () => void;
  /** Starts loading the modal's code before the click. */
  preload: () => void;
}

/** Opens the RSVP modal on the page; a real link to /rsvp before the page is live or in a new tab. */
function RsvpButton({ rsvp }: { rsvp: RsvpOpener | null }) {
  const openModal = (event: MouseEvent) => {
    if (!rsvp || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rsvp.open();
  };
  return (
    <Button component={Link} to="/rsvp" onClick={openModal} onMouseEnter={rsvp?.preload} onFocus={rsvp?.preload}>
      RSVP
    </Button>
  );
}

export function SiteHeader({ rsvp = null }: { rsvp?: RsvpOpener | null }) {
  const [menuOpened, menu] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  // Mounted from the first opening on, so closing keeps its transition.
  const menuUsed = useOnceTrue(menuOpened);
  const logoutUsed = useOnceTrue(logoutOpened);
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
          <RsvpButton rsvp={rsvp} />
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="site-menu"
            onPointerEnter={() => void loadMenuDrawer()}
            onFocus={() => void loadMenuDrawer()}
          />
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenuDrawer opened={menuOpened} onClose={menu.close} account={account} />
        </Suspense>
      )}

      {logoutUsed && (
        <Suspense fallback={null}>
          <LogoutDialog opened={logoutOpened} onCancel={logout.close} onConfirm={confirmLogout} />
        </Suspense>
      )}
    </Box>
  );
}
