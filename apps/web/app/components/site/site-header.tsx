import { landingPath, type RoleName } from '@meridian/contracts/roles';
import { Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signOut } from '../../lib/auth/sign-out';
import { RETURN_TO_PARAM, withReturnTo } from '../../lib/return-to';
import { readStoredRoles, useStoredUserId } from '../../lib/stored-session';
import { useOnceTrue } from '../../lib/use-once-true';
import { useSiteConfig } from '../../lib/use-site-config';
import type * as HeaderMenuApi from './header-menu';
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

type HeaderMenuModule = typeof HeaderMenuApi;
const loadHeaderMenu = () => import('./header-menu');

/**
 * One header menu. Its button is in the page from the start; the dropdown's code (Menu and its
 * positioning) loads on the first hover, focus or click, and the menu opens if that intent was a click
 * or the pointer is still there. Escape closes it wherever the focus is (docs/product.md, Site layout
 * and navigation): Mantine alone closes only when the focus is inside the dropdown, which a keyboard
 * user who opened it with Enter may not have reached yet.
 */
function HeaderMenuSlot({ group }: { group: NavGroup }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState<HeaderMenuModule | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pointerInside = useRef(false);
  const refocus = useRef(false);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });
  // The button moves into the Menu when its code arrives: keep the keyboard focus on it.
  useLayoutEffect(() => {
    if (loaded && refocus.current) buttonRef.current?.focus();
    refocus.current = false;
  }, [loaded]);

  const load = (openWhenReady: boolean) => {
    void loadHeaderMenu().then((module) => {
      refocus.current ||= document.activeElement === buttonRef.current;
      if (openWhenReady || pointerInside.current) setOpened(true);
      setLoaded(() => module);
    });
  };
  const intent = loaded
    ? {}
    : {
        'aria-haspopup': 'menu' as const,
        'aria-expanded': false,
        onClick: () => load(true),
        onFocus: () => load(false),
        onPointerEnter: () => {
          pointerInside.current = true;
          load(false);
        },
        onPointerLeave: () => {
          pointerInside.current = false;
        },
      };
  const target = (
    <UnstyledButton ref={buttonRef} className={classes.menuTarget} {...intent}>
      {group.label} <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
  return loaded ? <loaded.HeaderMenu group={group} opened={opened} onChange={setOpened} target={target} /> : target;
}

function DesktopMenus() {
  return (
    <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
      {navGroups.map((group) => (
        <HeaderMenuSlot key={group.label} group={group} />
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

interface AccountLinksProps {
  signedIn: boolean;
  /** Side by side in the header, stacked in the slide-in menu. */
  stacked?: boolean;
  onLogout: () => void;
  /** After a link is followed (the slide-in menu closes). */
  onNavigate?: () => void;
}

/**
 * "Sign in" and "Sign Up" for visitors; "My dashboard" (the first panel of the roles the browser
 * keeps; "Account" for an account without one, whose panels' sidebars link it) and "Logout" when
 * signed in. A page reached from a
 * panel's gate (`?returnTo=`) hands that destination on to the sign-in page.
 */
function AccountLinks({ signedIn, stacked = false, onLogout, onNavigate }: AccountLinksProps) {
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);
  const Layout = stacked ? Box : Group;
  const layout = stacked ? { style: { display: 'grid', gap: 8 } } : { gap: 4, wrap: 'nowrap' as const };
  if (!signedIn) {
    return (
      <Layout {...layout}>
        <Button
          component={Link}
          to={returnTo ? withReturnTo('/login', returnTo) : '/login'}
          variant="subtle"
          onClick={onNavigate}
        >
          Sign in
        </Button>
        <Button component={Link} to="/login?signup" variant={stacked ? 'default' : 'subtle'} onClick={onNavigate}>
          Sign Up
        </Button>
      </Layout>
    );
  }
  const dashboard = landingPath(readStoredRoles() as RoleName[]);
  return (
    <Layout {...layout}>
      {dashboard !== '/' ? (
        <Button component={Link} to={dashboard} variant="subtle" onClick={onNavigate}>
          My dashboard
        </Button>
      ) : (
        <Button component={Link} to="/account" variant="subtle" onClick={onNavigate}>
          Account
        </Button>
      )}
      <Button variant={stacked ? 'default' : 'subtle'} onClick={onLogout}>
        Logout
      </Button>
    </Layout>
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

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <DesktopMenus />
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="sm">
            <AccountLinks signedIn={Boolean(userId)} onLogout={logout.open} />
          </Box>
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
          <SiteMenuDrawer
            opened={menuOpened}
            onClose={menu.close}
            account={<AccountLinks signedIn={Boolean(userId)} stacked onLogout={logout.open} onNavigate={menu.close} />}
          />
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
