import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRsvpModal } from '../features/rsvp/rsvp-modal-context';
import { RsvpModalProvider } from '../features/rsvp/rsvp-modal-provider';
import { SiteFooter } from '../components/site/site-footer';
import { SiteHeader } from '../components/site/site-header';
import { SkipLink } from '../components/skip-link';
import { captureReferral } from '../lib/referral';
import classes from './public-layout.module.css';

function PublicShell() {
  const { pathname, search } = useLocation();
  const rsvp = useRsvpModal();

  // An affiliate's link (`?ref=ID`) on any public page counts for 30 days (docs/product.md, Referrals).
  useEffect(() => captureReferral(search), [search]);

  // Each public page counts as a visit (docs/product.md, KPI and visit counting); the beacon's code
  // loads after the page, and the address the tab landed on gives the landing source.
  const landingSearch = useRef(search);
  useEffect(() => {
    void import('../lib/visit-beacon').then(({ sendVisit }) => sendVisit(pathname, landingSearch.current));
  }, [pathname]);

  return (
    <Box className={classes.shell}>
      <SkipLink />
      <SiteHeader rsvp={rsvp} />
      <main id="main" className={pathname === '/login' ? classes.mainShort : classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </Box>
  );
}

/** Header with the slide-in menu, the page, and the footer (docs/product.md, Site layout and navigation); the RSVP modal opens over any page. */
export function PublicLayout() {
  return (
    <RsvpModalProvider>
      <PublicShell />
    </RsvpModalProvider>
  );
}
