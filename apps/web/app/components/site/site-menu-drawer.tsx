import { Box, Drawer, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { navGroups } from './site-nav';
import classes from './site-header.module.css';

interface SiteMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Sign in and Sign Up, or My dashboard and Logout: shown here below the small breakpoint. */
  account: ReactNode;
}

/** The slide-in menu of small screens (docs/product.md, Site layout and navigation); its code loads on first use. */
export function SiteMenuDrawer({ opened, onClose, account }: SiteMenuDrawerProps) {
  return (
    <Drawer
      id="site-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      transitionProps={{ duration: 250 }}
    >
      <nav aria-label="Menu">
        <Stack gap="lg">
          {navGroups.map((group) => (
            <div key={group.label}>
              <Text component="h2" size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
                {group.label}
              </Text>
              <Stack gap={2}>
                {group.links.map((link) => (
                  <Link key={link.to} to={link.to} className={classes.drawerLink} onClick={onClose}>
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </div>
          ))}
          <Box hiddenFrom="sm">{account}</Box>
        </Stack>
      </nav>
    </Drawer>
  );
}
