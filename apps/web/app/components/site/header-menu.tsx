import { Menu, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { NavGroup } from './site-nav';

export interface HeaderMenuProps {
  group: NavGroup;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The header's own button, kept as it is so focus and layout do not move. */
  target: ReactElement;
}

/** One header menu's dropdown (Company, Resources), loaded on the first intent to open it. */
export function HeaderMenu({ group, opened, onChange, target }: HeaderMenuProps) {
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {group.links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            <Text size="sm" fw={600}>
              {link.label}
            </Text>
            {link.description ? (
              <Text size="xs" c="dimmed">
                {link.description}
              </Text>
            ) : null}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
