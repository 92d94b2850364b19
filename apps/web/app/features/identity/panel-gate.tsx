import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@meridian/contracts/users';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthState } from '../../lib/auth/auth-state';
import { notify } from '../../lib/notify';
import { withReturnTo } from '../../lib/return-to';
import { useCurrentUser } from './use-current-user';

interface PanelGateProps {
  /** The panel's name, for the "no access" notice. */
  panelName: string;
  /** Whether this user (as GET /api/v1/user/me describes them) may use the panel. */
  allow: (user: CurrentUser) => boolean;
  /**
   * Where everyone else goes (docs/product.md, Panels and their gates); a signed-out visitor takes
   * the page they asked for along (`?returnTo=`), to land on it after signing in.
   */
  redirectTo: string;
  /** Shown while the server is asked. */
  loading: ReactNode;
  /** The panel is logging out and leaving by itself: no redirect of the gate's own. */
  leaving?: boolean;
  children: (user: CurrentUser) => ReactNode;
}

/**
 * A panel's browser-side gate, mirroring the server's own checks: the user and roles come from
 * GET /api/v1/user/me, never from cookies or stored items. Signing out in another tab leaves too.
 */
export function PanelGate({ panelName, allow, redirectTo, loading, leaving = false, children }: PanelGateProps) {
  const current = useCurrentUser();
  const auth = useAuthState();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const allowed = current.status === 'ready' && allow(current.user);
  const denied = current.status === 'ready' && !allowed;
  const leave = !leaving && (current.status === 'signed-out' || denied || (allowed && auth.status === 'signed-out'));

  useEffect(() => {
    if (!leave) return;
    if (denied) {
      notify.error({
        title: 'No access',
        message: `Your account does not have access to the ${panelName}.`,
        autoClose: 8000,
      });
    }
    void navigate(denied ? redirectTo : withReturnTo(redirectTo, `${pathname}${search}${hash}`), { replace: true });
  }, [leave, denied, navigate, panelName, redirectTo, pathname, search, hash]);

  if (current.status === 'error') {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Title order={1} size="h3">
            {panelName}
          </Title>
          <Text role="alert">{current.message}</Text>
          <Button onClick={current.retry}>Try Again</Button>
        </Stack>
      </Center>
    );
  }
  if (!allowed || leave) return <>{loading}</>;
  return <>{children(current.user)}</>;
}
