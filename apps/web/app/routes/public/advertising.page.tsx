import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar, IconEye, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BillboardPlans } from '../../components/marketing/billboard-plans';
import { CheckList } from '../../components/marketing/check-list';
import { FeatureGrid } from '../../components/marketing/feature-grid';
import { StepList } from '../../components/marketing/step-list';
import { TextLink } from '../../components/marketing/text-link';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { pageHandle } from '../../lib/page-meta';

const SIGNUP_URL = '/login?signup&role=4';

export const handle = pageHandle(
  'Digital Billboard',
  'Advertise to an audience of traders on our site and webinar pages. Monthly or yearly plans, staff-approved creatives, impressions and clicks reported.',
);

export default function AdvertisingPage() {
  return (
    <>
      <PageHero
        eyebrow="Company"
        title="Digital Billboard"
        lead="Put your brand in front of people who are actively learning to trade and invest. Choose a plan, upload your creative, and follow its impressions and clicks from your own dashboard."
        actions={
          <Button component={Link} to={SIGNUP_URL} variant="white">
            Get started
          </Button>
        }
      />

      <PageSection
        title="What the billboard is"
        intro="Advertising placements on our website and webinar pages, seen by the traders and investors who visit them."
      >
        <FeatureGrid
          items={[
            {
              icon: <IconEye aria-hidden />,
              title: 'A focused audience',
              text: 'Our visitors come to learn about markets, trading and long-term investing. Your message appears alongside that content, not in a general ad network.',
            },
            {
              icon: <IconLayoutDashboard aria-hidden />,
              title: 'Your own dashboard',
              text: 'Manage your plan, upload and update creatives, follow their status and see your billing in one place.',
            },
            {
              icon: <IconChartBar aria-hidden />,
              title: 'Clear reporting',
              text: 'See how many times your creative was shown and how many people clicked it, so you can judge the results for yourself.',
            },
          ]}
        />
      </PageSection>

      <PageSection tinted title="How it works">
        <StepList
          steps={[
            {
              title: 'Choose a plan',
              text: 'Create an advertiser account and pick monthly or yearly billing, paid through secure Stripe checkout.',
            },
            {
              title: 'Upload your creative',
              text: 'Add your artwork and the page it should link to from your advertiser dashboard.',
            },
            {
              title: 'Staff approval',
              text: 'Our team reviews every creative before it runs. If something needs to change, we tell you why.',
            },
            {
              title: 'Go live',
              text: 'Once approved, your creative joins the rotation on our site and webinar pages.',
            },
            {
              title: 'Follow the results',
              text: 'Impressions and clicks are reported in your dashboard, and new creatives can be submitted for review from the same place.',
            },
          ]}
        />
      </PageSection>

      <PageSection title="Plans" intro="Prices are in US dollars. Any applicable tax is shown at checkout.">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={880}>
          <BillboardPlans actionTo={(plan) => `${SIGNUP_URL}&plan=${plan}`} />
        </SimpleGrid>
      </PageSection>

      <PageSection tinted title="Creative guidelines" intro="What our staff look for when they review a creative.">
        <Stack gap="lg">
          <CheckList
            items={[
              'A clear, honest message with your brand name visible. Say what you offer in a few words.',
              'No promises of profits or guaranteed returns, and no performance figures presented as typical results.',
              'The link goes to a working page that matches what the ad says.',
              'Text that is large enough and has enough contrast to read easily.',
              'Only images, logos and wording you own or have permission to use.',
              'Nothing misleading, offensive or unlawful, and no imitation of our own branding or pages.',
            ]}
          />
          <Text lh={1.65}>
            Advertising must also follow our <TextLink to="/terms">Terms &amp; Conditions</TextLink>. Approval means a
            creative meets these guidelines; it is not an endorsement of the advertiser or its products.
          </Text>
          <Group>
            <Button component={Link} to={SIGNUP_URL}>
              Get started
            </Button>
          </Group>
        </Stack>
      </PageSection>
    </>
  );
}
