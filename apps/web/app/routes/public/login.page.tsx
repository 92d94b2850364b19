import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ROLES, type RoleName } from '@meridian/contracts/roles';
import type { AdvertisingPlan } from '@meridian/contracts/users';
import { IconTicket, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SIGN_IN_EMAIL_ID, SIGN_IN_PASSWORD_ID } from '../../features/identity/sign-in-form';
import { SignInPanel } from '../../features/identity/sign-in-panel';
import { useSignUpFlow } from '../../features/identity/use-sign-up-flow';
import { useSignedInRedirect } from '../../features/identity/use-signed-in-redirect';
import { panelDefinitions } from '../../components/panels/panel-definitions';
import { PageHero } from '../../components/site/page-hero';
import { destinationAfterSignIn, RETURN_TO_PARAM } from '../../lib/return-to';
import { useSiteConfig } from '../../lib/use-site-config';
import { pageHandle } from '../../lib/page-meta';
import { useOnceTrue } from '../../lib/use-once-true';

export const handle = pageHandle(
  'Sign in',
  'Sign in to your affiliate, advertiser or staff dashboard. New here? Join the affiliate program or advertise. Webinar seats need no account.',
);

/** `?role=3` or `?role=4` preselects a role; any other value means none (docs/product.md, Sign-up). */
function preselectedRole(value: string | null): number | null {
  const role = Number(value);
  return role === ROLES.Affiliate || role === ROLES.Advertiser ? role : null;
}

// The sign-up modal (and its Modal, ScrollArea and form CSS) loads when first opened, not with /login.
const SignUpModal = lazy(() =>
  import('../../features/identity/sign-up-modal').then((m) => ({ default: m.SignUpModal })),
);

/** `?plan=yearly` preselects the yearly advertising plan; anything else means monthly. */
function preselectedPlan(value: string | null): AdvertisingPlan {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

export default function LoginPage() {
  const { prices } = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const wantsSignUp = params.has('signup');
  const requestedRole = preselectedRole(params.get('role'));
  const requestedPlan = preselectedPlan(params.get('plan'));
  // Where a panel's gate sent the visitor from: after signing in they go back there when they may.
  const returnTo = params.get(RETURN_TO_PARAM);
  const destinationFor = useCallback(
    (roles: readonly RoleName[]) => destinationAfterSignIn(returnTo, roles, panelDefinitions),
    [returnTo],
  );
  const [modalOpened, setModalOpened] = useState(false);
  const modalUsed = useOnceTrue(modalOpened);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [plan, setPlan] = useState<AdvertisingPlan>('monthly');
  const flow = useSignUpFlow();
  // "Sign in with this email" from the sign-up form: the sign-in form starts afresh with that email.
  const [handoff, setHandoff] = useState<{ email: string; count: number } | null>(null);

  // The server renders /login without its query; the modal opens only once the page is live.
  useEffect(() => {
    if (wantsSignUp) {
      setRoleId(requestedRole);
      setPlan(requestedPlan);
    }
    setModalOpened(wantsSignUp);
  }, [wantsSignUp, requestedRole, requestedPlan]);

  // With ?signup the modal handles a signed-in visitor itself (the red "User Error" notice, docs/product.md, Sign-up).
  useSignedInRedirect(!wantsSignUp, destinationFor);

  const closeModal = () =>
    setParams(returnTo ? { [RETURN_TO_PARAM]: returnTo } : {}, { replace: true, preventScrollReset: true });

  const signInInstead = (email: string) => {
    setHandoff((current) => ({ email, count: (current?.count ?? 0) + 1 }));
    closeModal();
  };

  // The sign-in form takes the keyboard: the password when the email came along, else the email.
  const afterModalClosed = () => {
    if (handoff) document.getElementById(handoff.email ? SIGN_IN_PASSWORD_ID : SIGN_IN_EMAIL_ID)?.focus();
  };

  return (
    <>
      <PageHero
        title="Sign in"
        lead="Affiliates, advertisers and staff sign in here to reach their dashboards: referral links and payouts, billboard plans and creatives, and the tools our team uses every day."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SignInPanel key={handoff?.count ?? 0} initialEmail={handoff?.email} destinationFor={destinationFor} />
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <IconUserPlus />
                </ThemeIcon>
                <Title order={2} size="h3">
                  New here?
                </Title>
                <Text lh={1.65}>
                  Create an account in a minute. Join the affiliate program to earn commission on the people you refer,
                  or open an advertiser account to run a Digital Billboard plan.
                </Text>
                <Group>
                  <Button component={Link} to="/login?signup" preventScrollReset>
                    Create an account
                  </Button>
                  <Button component={Link} to="/affiliate" variant="default">
                    Affiliate program
                  </Button>
                  <Button component={Link} to="/advertising" variant="default">
                    Advertise with us
                  </Button>
                </Group>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <IconTicket />
                </ThemeIcon>
                <Title order={2} size="h3">
                  Attending a webinar?
                </Title>
                <Text lh={1.65}>
                  You do not need an account. Book your seat and pay through secure checkout; your confirmation email
                  with a calendar invitation follows, and the join link goes to you as a paid attendee.
                </Text>
                <Group>
                  <Button component={Link} to="/rsvp" variant="default">
                    Book a webinar seat
                  </Button>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </SimpleGrid>
      </Container>
      {modalUsed && (
        <Suspense fallback={null}>
          <SignUpModal
            opened={modalOpened}
            onClose={closeModal}
            roleId={roleId}
            initialPlan={plan}
            prices={prices}
            flow={flow}
            onSignInInstead={signInInstead}
            onClosed={afterModalClosed}
          />
        </Suspense>
      )}
    </>
  );
}
