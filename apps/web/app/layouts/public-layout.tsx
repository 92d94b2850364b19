import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../features/site/site-footer';
import { SiteHeader } from '../features/site/site-header';
import classes from './public-layout.module.css';

/** Header with the slide-in menu, the page, and the footer (seed §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={pathname === '/login' ? classes.mainShort : classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </Box>
  );
}
