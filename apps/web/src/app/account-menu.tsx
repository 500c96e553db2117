import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useCommonT } from '../i18n';
import { useLogout, type CurrentUser } from '../lib/auth';
import { accountLinks } from './account-links';
import { AccountButtonFace } from './account-button';

/**
 * The signed-in person's own pages and Log Out, behind a button that names them. Mantine's Menu
 * gives the keyboard its way in and out (Enter or the arrows open it, the arrows move, Escape
 * closes and returns focus); its code and CSS load only for a signed-in person (shell.tsx).
 */
export function AccountMenu({
  user,
  compact,
  onNavigate,
}: {
  user: CurrentUser;
  compact: boolean;
  /** Closes the phone's burger menu when the person goes elsewhere. */
  onNavigate: () => void;
}) {
  const t = useCommonT();
  const logout = useLogout();
  const links = accountLinks(user.role);
  return (
    // No focus placeholder: an unnamed focusable element inside role="menu" is not a menu item
    // (axe's aria-required-children); opening the menu focuses its first item instead.
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button variant="subtle" px={compact ? 4 : 'xs'} loading={logout.isPending}>
          <AccountButtonFace user={user} compact={compact} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The ID others add this person by (a team, a membership), to hand on the spot. */}
        <Menu.Label>{t('nav.vedanId', { id: user.profile.userId })}</Menu.Label>
        {links.map(({ to, label }) => (
          <Menu.Item key={to} component={Link} to={to} onClick={onNavigate}>
            {t(label)}
          </Menu.Item>
        ))}
        {links.length > 0 && <Menu.Divider />}
        <Menu.Item
          onClick={() => {
            onNavigate();
            logout.mutate();
          }}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
