import type { SocialLink } from '@meridian/contracts/settings';
import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { SubscribeForm } from '../newsletter/subscribe-form';
import { legalLinks, navGroups, type NavLink } from './site-nav';
import type { RouteHandle } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/use-site-config';
import classes from './site-footer.module.css';

const socialIcons: Record<SocialLink['network'], { Icon: typeof IconBrandX; label: string }> = {
  youtube: { Icon: IconBrandYoutube, label: 'YouTube' },
  x: { Icon: IconBrandX, label: 'X' },
  instagram: { Icon: IconBrandInstagram, label: 'Instagram' },
  linkedin: { Icon: IconBrandLinkedin, label: 'LinkedIn' },
  facebook: { Icon: IconBrandFacebook, label: 'Facebook' },
};

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <Text component="h2" className={classes.heading}>
        {title}
      </Text>
      <Stack gap={6}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} className={classes.link} underline="hover">
            {link.label}
          </Anchor>
        ))}
      </Stack>
    </nav>
  );
}

/** Whether the page shown has its own newsletter band (its route handle says so). */
function hasNewsletterBand(matches: { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.newsletterBand === true);
}

export function SiteFooter() {
  const config = useSiteConfig();
  // One form a page: a page with its own newsletter band gets a pointer to it here.
  const ownBand = hasNewsletterBand(useMatches());
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={800} size="lg" c="white">
              {config.siteName}
            </Text>
            <Text size="sm" className={classes.muted}>
              {config.tagline}. Live webinars and practical education for people who want to trade with a plan.
            </Text>
            <Group gap="xs">
              {config.social.map(({ network, url }) => {
                const { Icon, label } = socialIcons[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray.0"
                    size="lg"
                    aria-label={`${config.siteName} on ${label}`}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
          {navGroups.map((group) => (
            <LinkList key={group.label} title={group.label} links={group.links} />
          ))}
          <LinkList title="Legal" links={legalLinks} />
        </SimpleGrid>
        <section aria-labelledby="footer-newsletter" className={classes.newsletter}>
          <Text component="h2" id="footer-newsletter" className={classes.heading}>
            Newsletter
          </Text>
          {ownBand ? (
            <Text size="sm" className={classes.muted}>
              Sign up in the{' '}
              <Anchor href="#newsletter" className={classes.link}>
                newsletter section of this page
              </Anchor>
              .
            </Text>
          ) : (
            <SubscribeForm tone="dark" />
          )}
          <Anchor component={Link} to="/newsletter" className={classes.link} mt="sm" display="inline-block">
            Read past issues
          </Anchor>
        </section>
        <Text size="sm" className={classes.copyright}>
          © {year} {config.siteName}. All rights reserved. Trading involves risk; see our{' '}
          <Anchor component={Link} to="/riskdisclosure" className={classes.link}>
            Investment Risk Disclosure
          </Anchor>
          .
        </Text>
      </Container>
    </footer>
  );
}
