import { useDisclosure } from '@mantine/hooks';
import type { RoleName } from '@meridian/contracts/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PanelGate } from '../features/auth/panel-gate';
import type { PanelDefinition } from '../features/panels/panel-nav';
import { LogoutDialog } from '../features/site/logout-dialog';
import { signOut } from '../lib/auth/sign-out';
import { PanelLoading } from './panel-loading';
import { PanelShell } from './panel-shell';

interface GatedPanelProps {
  panel: PanelDefinition;
  /** The role GET /api/v1/user/me must list. */
  role: RoleName;
  /** Where visitors without it go (docs/product.md, Panels and their gates). */
  redirectTo: string;
  /** The "Confirm Logout" dialog first (every panel but admin's). */
  confirmLogout: boolean;
}

/** A panel behind its role gate, with its sidebar and its logout. */
export function GatedPanel({ panel, role, redirectTo, confirmLogout }: GatedPanelProps) {
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
      allow={(user) => user.roles.includes(role)}
      redirectTo={redirectTo}
      loading={<PanelLoading />}
      leaving={leaving}
    >
      {(user) => (
        <>
          <PanelShell panel={panel} user={user} onLogout={confirmLogout ? dialog.open : logout} />
          <LogoutDialog opened={dialogOpened} onCancel={dialog.close} onConfirm={logout} />
        </>
      )}
    </PanelGate>
  );
}
