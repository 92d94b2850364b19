import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PanelGate } from '../features/identity/panel-gate';
import type { PanelNav } from '../components/panels/section-types';
import { signOut } from '../lib/auth/sign-out';
import { useOnceTrue } from '../lib/use-once-true';
import { MailboxPromptContext, type MailboxPrompt } from '../lib/mailbox-prompt';
import { PanelLoading } from './panel-loading';
import { PanelShell } from './panel-shell';

// Loaded after the panel: it asks for the sender's mailbox and opens the credentials modal when needed.
const MailboxControl = lazy(() =>
  import('../features/sender-mailboxes/mailbox-control').then((module) => ({ default: module.MailboxControl })),
);

// Loaded on the first Logout of a panel that asks first (Modal and its parts stay out of the first panel route).
const LogoutDialog = lazy(() => import('../components/site/logout-dialog').then((m) => ({ default: m.LogoutDialog })));

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
  // Mounted from the first opening on, so closing keeps its transition.
  const dialogUsed = useOnceTrue(dialogOpened);
  const [leaving, setLeaving] = useState(false);
  // A sending page asked for the credentials modal (MailboxPrompt.connect).
  const [mailboxRequested, setMailboxRequested] = useState(false);
  const mailboxPrompt = useMemo<MailboxPrompt | null>(
    () => (panel.mailbox ? { connect: () => setMailboxRequested(true) } : null),
    [panel.mailbox],
  );

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
        <MailboxPromptContext.Provider value={mailboxPrompt}>
          <PanelShell
            panel={panel}
            user={user}
            onLogout={panel.confirmLogout ? dialog.open : logout}
            footerAction={
              panel.mailbox ? (
                <Suspense fallback={null}>
                  <MailboxControl
                    userId={user.id}
                    promptOnEntry={panel.mailbox === 'prompt'}
                    requested={mailboxRequested}
                    onRequestClosed={() => setMailboxRequested(false)}
                  />
                </Suspense>
              ) : null
            }
          />
          {panel.needsPayouts && !leaving ? (
            <Suspense fallback={null}>
              <PayoutsGate userId={user.id} onLogout={panel.confirmLogout ? dialog.open : logout} />
            </Suspense>
          ) : null}
          {dialogUsed ? (
            <Suspense fallback={null}>
              <LogoutDialog opened={dialogOpened} onCancel={dialog.close} onConfirm={logout} />
            </Suspense>
          ) : null}
        </MailboxPromptContext.Provider>
      )}
    </PanelGate>
  );
}
