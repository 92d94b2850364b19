import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTicket, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHero } from '../../features/site/page-hero';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Sign in',
    description:
      'Sign in to your affiliate, advertiser or staff dashboard. New here? Join the affiliate program or advertise. Webinar seats need no account.',
  }),
};

export default function LoginPage() {
  return (
    <>
      <PageHero
        title="Sign in"
        lead="Affiliates, advertisers and staff sign in here to reach their dashboards: referral links and payouts, billboard plans and creatives, and the tools our team uses every day."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <IconUserPlus />
              </ThemeIcon>
              <Title order={2} size="h3">
                New here?
              </Title>
              <Text lh={1.65}>
                Accounts are for partners. Join the affiliate program to earn commission on the people you refer, or
                create an advertiser account to run a Digital Billboard plan.
              </Text>
              <Group mt="auto">
                <Button component={Link} to="/affiliate">
                  Join as an affiliate
                </Button>
                <Button component={Link} to="/advertising" variant="default">
                  Advertise with us
                </Button>
              </Group>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <IconTicket />
              </ThemeIcon>
              <Title order={2} size="h3">
                Attending a webinar?
              </Title>
              <Text lh={1.65}>
                You do not need an account. Book your seat and pay through secure checkout; your confirmation email with
                a calendar invitation follows, and the join link goes to you as a paid attendee.
              </Text>
              <Group mt="auto">
                <Button component={Link} to="/rsvp">
                  Book a webinar seat
                </Button>
              </Group>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
