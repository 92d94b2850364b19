import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PanelGate } from '../features/auth/panel-gate';
import type { PanelNav } from '../features/panels/section-types';
import { LogoutDialog } from '../features/site/logout-dialog';
import { signOut } from '../lib/auth/sign-out';
import { PanelLoading } from './panel-loading';
import { PanelShell } from './panel-shell';

// Loaded after the panel: it asks for the sender's mailbox and opens the credentials modal when needed.
const MailboxControl = lazy(() =>
  import('../features/sender-mailbox/mailbox-control').then((module) => ({ default: module.MailboxControl })),
);

// Loaded after the panel: it asks whether payouts are connected and blocks the panel until they are.
const PayoutsGate = lazy(() =>
  import('../features/stripe-connect/payouts-gate').then((module) => ({ default: module.PayoutsGate })),
);

/**
 * A panel behind its role gate (docs/product.md, Panels and their gates), with its sidebar and its
 * logout; who may enter, where others go and whether Logout asks first come from the panel's definition.
 */
export function GatedPanel({ panel }: { panel: PanelNav }) {
  const navigate = useNavigate();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);

  // Logout clears the session and goes to /. The gate must not send us elsewhere meanwhile.
  const logout = () => {
    setLeaving(true);
    dialog.close();
    void signOut();
    void navigate('/');
  };

  return (
    <PanelGate
      panelName={panel.title}
      allow={(user) => user.roles.includes(panel.role)}
      redirectTo={panel.redirectTo}
      loading={<PanelLoading />}
      leaving={leaving}
    >
      {(user) => (
        <>
          <PanelShell
            panel={panel}
            user={user}
            onLogout={panel.confirmLogout ? dialog.open : logout}
            footerAction={
              panel.needsMailbox ? (
                <Suspense fallback={null}>
                  <MailboxControl userId={user.id} />
                </Suspense>
              ) : null
            }
          />
          {panel.needsPayouts && !leaving ? (
            <Suspense fallback={null}>
              <PayoutsGate userId={user.id} onLogout={panel.confirmLogout ? dialog.open : logout} />
            </Suspense>
          ) : null}
          <LogoutDialog opened={dialogOpened} onCancel={dialog.close} onConfirm={logout} />
        </>
      )}
    </PanelGate>
  );
}
