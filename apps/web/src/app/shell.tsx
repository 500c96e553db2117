import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  TextInput,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { User } from '@vedann/contracts';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { logoutArrived, useCurrentUser, useLogout } from '../lib/auth';
import { useCurrentOrg } from '../lib/org';
import { BusinessSwitcher } from './business-switcher';

// Wide enough for a recruiter's full menu plus the business switcher on one header line.
const DESKTOP_QUERY = '(min-width: 62em)';

interface MenuProps {
  /** Null when signed out, and also when the account could not be looked up. */
  user: User | null;
  vertical: boolean;
  onNavigate: () => void;
}

/** The role-based menu of spec 01 sections 2.1 and 6. */
function MenuLinks({ user, vertical, onNavigate }: MenuProps) {
  const logout = useLogout();

  const link = (to: string, label: string) => (
    <Button
      key={to}
      component={Link}
      to={to}
      variant="subtle"
      justify={vertical ? 'flex-start' : 'center'}
      onClick={onNavigate}
    >
      {label}
    </Button>
  );

  if (!user) {
    return (
      <>
        {link('/jobs', 'Find Jobs')}
        {link('/login', 'Log In')}
        {link('/register', 'Sign Up')}
      </>
    );
  }

  return (
    <>
      {user.role === 'student' && link('/jobs', 'Find Jobs')}
      {user.role === 'recruiter' && link('/admin/companies', 'Companies')}
      {user.role === 'recruiter' && link('/admin/jobs', 'Jobs')}
      {user.role !== 'librarian' && link('/profile', 'View Profile')}
      <Button
        variant="light"
        justify={vertical ? 'flex-start' : 'center'}
        loading={logout.isPending}
        onClick={() => {
          onNavigate();
          logout.mutate();
        }}
      >
        Logout
      </Button>
    </>
  );
}

/** The navbar's keyword search over jobs; its results are the Search Results page, /browse. */
function JobSearch({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    onSearch();
    void navigate(text ? `/browse?keyword=${encodeURIComponent(text)}` : '/browse');
  };
  return (
    <form role="search" aria-label="Job search" onSubmit={submit}>
      <TextInput
        aria-label="Search jobs"
        placeholder="Search jobs"
        type="search"
        size="sm"
        value={keyword}
        maxLength={100}
        onChange={(event) => setKeyword(event.currentTarget.value)}
      />
    </form>
  );
}

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read synchronously so the first paint already has the right layout; rendering only one of
  // the two menus also keeps every button and label unique on the page.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const { data: user, isPending: userPending } = useCurrentUser();
  // Called here, on every page, so a remembered business that is no longer this account's is
  // forgotten even where no switcher is shown.
  const { organizations } = useCurrentOrg();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/') logoutArrived();
  }, [pathname]);
  const hasBusiness = Boolean(user) && organizations.length > 0;
  const navigation = useNavigation();
  // While the account is still being looked up, showing "Log In" would flash for members.
  const menuReady = !userPending;

  // Every page a member can reach, and the logout failure message, need the contracts; fetch
  // them once the first screen is up so a visitor's landing page never waits for them.
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void import('@vedann/contracts');
  }, [signedIn]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        isDesktop
          ? undefined
          : { width: 280, breakpoint: 'md', collapsed: { mobile: !opened, desktop: true } }
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!isDesktop && (
              <Burger opened={opened} onClick={toggle} size="sm" aria-label="Toggle navigation" />
            )}
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never" onClick={close}>
              Vedann
            </Anchor>
            {navigation.state !== 'idle' && (
              <Loader size="xs" role="status" aria-label="Loading page" />
            )}
          </Group>
          {isDesktop && (
            <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap">
              <JobSearch onSearch={close} />
              {hasBusiness && <BusinessSwitcher inline />}
              {menuReady && <MenuLinks user={user ?? null} vertical={false} onNavigate={close} />}
            </Group>
          )}
        </Group>
      </AppShell.Header>

      {!isDesktop && (
        <AppShell.Navbar p="md" component="nav" aria-label="Main">
          <Stack gap="xs">
            <JobSearch onSearch={close} />
            {hasBusiness && <BusinessSwitcher inline={false} />}
            {menuReady && <MenuLinks user={user ?? null} vertical onNavigate={close} />}
          </Stack>
        </AppShell.Navbar>
      )}

      <AppShell.Main>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
