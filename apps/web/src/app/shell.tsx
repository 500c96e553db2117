import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { useTranslation as useTranslationInstance } from 'react-i18next';
import { LANGUAGES, isLanguage, useCommonT } from '../i18n';
import {
  applyAccountLanguage,
  logoutArrived,
  signUpArrived,
  useChooseLanguage,
  useCurrentUser,
  type CurrentUser,
} from '../lib/auth';
import { useCurrentOrg, useOrganizations } from '../lib/org';
import { documentTitle, routeTitle, titleWasSet } from '../ui/page-title';
import { AccountButtonFace } from './account-button';
import { BusinessSwitcher } from './business-switcher';
import { ConnectionStatus } from './connection-status';
import { PageProgress } from './page-progress';
import { isWidePage } from '../lib/page-handle';
import { NotificationBell } from '../domains/notifications';
import { DESKTOP_QUERY } from '../ui/media-queries';

const MAIN_ID = 'main-content';
const NAVBAR_ID = 'main-navigation';

interface MenuProps {
  /** Null when signed out, and also when the account could not be looked up. */
  user: CurrentUser | null;
  vertical: boolean;
  onNavigate: () => void;
}

/**
 * The header's links (spec 01 sections 2.1 and 6): a visitor's Find Jobs, Log In and Sign Up; a
 * student's Find Jobs. The person's own pages and Log Out are in the account menu.
 */
function MenuLinks({ user, vertical, onNavigate }: MenuProps) {
  const t = useCommonT();

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
        {link('/jobs', t('nav.findJobs'))}
        {link('/login', t('nav.logIn'))}
        {link('/register', t('nav.signUp'))}
      </>
    );
  }
  return user.role === 'student' ? link('/jobs', t('nav.findJobs')) : null;
}

interface AccountProps {
  user: CurrentUser;
  compact: boolean;
  onNavigate: () => void;
}

/** The account button before its menu is there: the same face, so the header does not move. */
function AccountWaiting({ user, compact }: AccountProps) {
  return (
    <Button variant="subtle" px={compact ? 4 : 'xs'} disabled>
      <AccountButtonFace user={user} compact={compact} />
    </Button>
  );
}

// The menu's code (Mantine's Menu and its positioning) and the component CSS are fetched only
// for a signed-in person: the landing page's first load stays within its budget. Code that
// could not be fetched leaves the waiting button, not a broken page: the shell has no error
// boundary above it, and the page's own "could not be shown" offers the reload.
const AccountMenu = lazy(async () => {
  try {
    const [menu] = await Promise.all([import('./account-menu'), import('./area-styles.css')]);
    return { default: menu.AccountMenu };
  } catch {
    return { default: AccountWaiting };
  }
});

function Account(props: AccountProps) {
  return (
    <Suspense fallback={<AccountWaiting {...props} />}>
      <AccountMenu {...props} />
    </Suspense>
  );
}

/**
 * The account, for what it adds to the page: its answer is rendered in a transition, in slices
 * that leave the phone free to answer a tap, rather than in one synchronous render (a visitor's
 * three links took 75 ms of a throttled phone's time in one task).
 */
function useDeferredAccount(): CurrentUser | null | undefined {
  return useDeferredValue(useCurrentUser().data);
}

/**
 * The account's part of the header and of the phone's menu: its businesses, and a visitor's way
 * in. While the account is still being looked up, showing "Log In" would flash for members; a
 * failed check with no account known yet shows no links either (only an answer of "nobody" is
 * signed out), and a failed check after one keeps the account last known.
 */
function AccountLinks({ vertical, onNavigate }: { vertical: boolean; onNavigate: () => void }) {
  const user = useDeferredAccount();
  const { data: organizations } = useOrganizations();
  const hasBusiness = Boolean(user) && (organizations?.length ?? 0) > 0;
  return (
    <>
      {hasBusiness && <BusinessSwitcher inline={!vertical} onNavigate={onNavigate} />}
      {user !== undefined && (
        <MenuLinks user={user ?? null} vertical={vertical} onNavigate={onNavigate} />
      )}
    </>
  );
}

/** The bell and the account's menu, for a signed-in person. */
function AccountButtons({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const user = useDeferredAccount();
  if (!user) return null;
  return (
    <>
      <NotificationBell />
      <Account user={user} compact={compact} onNavigate={onNavigate} />
    </>
  );
}

/**
 * What follows the account on every page: its language, a remembered business that is no longer
 * its own forgotten, and a failed check reported. The account's answer re-renders the components
 * that read it, and these are small: in the shell itself it re-rendered the header and the page
 * at once, synchronously (145 ms of a throttled phone's time on /jobs).
 */
function AccountStatus() {
  const { data: user, isError: checkFailed, refetch: recheck } = useCurrentUser();
  useCurrentOrg();
  // After sign-in the account's language, when it chose one, wins over this device's.
  useEffect(() => {
    if (user !== undefined) applyAccountLanguage(user);
  }, [user]);
  // The logout failure message needs zod and the accounts contract; fetch them once the first
  // screen is up, so a visitor's landing page never waits for them and a lost connection still
  // gets the message.
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void import('../lib/account-messages');
  }, [signedIn]);
  return <ConnectionStatus checkFailed={checkFailed} onRecheck={() => void recheck()} />;
}

/** The navbar's keyword search over jobs; its results are the Search Results page, /browse. */
function JobSearch({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const t = useCommonT();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    onSearch();
    void navigate(text ? `/browse?keyword=${encodeURIComponent(text)}` : '/browse');
  };
  return (
    <form role="search" aria-label={t('nav.jobSearch')} onSubmit={submit}>
      <TextInput
        aria-label={t('nav.searchJobs')}
        placeholder={t('nav.searchJobs')}
        type="search"
        size="sm"
        value={keyword}
        maxLength={100}
        onChange={(event) => setKeyword(event.currentTarget.value)}
      />
    </form>
  );
}

/** English / हिन्दी: remembered on this device, and on the account when signed in. */
function LanguageSwitcher({ inline }: { inline: boolean }) {
  const t = useCommonT();
  const { i18n } = useTranslationInstance();
  const choose = useChooseLanguage();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      label={inline ? undefined : t('language.label')}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) choose(value);
      }}
      size={inline ? 'xs' : 'sm'}
      w={inline ? 96 : undefined}
    />
  );
}

/** How long a lazily loaded page may take to show its heading before focus goes to <main>. */
const HEADING_WAIT_MS = 5000;

/**
 * The page's title: its own (usePageTitle) when it set one, else its route's handle title
 * (RouteHandle), else its h1 (usePageArrival), for pages whose route names none yet.
 */
function useRouteTitle(pathname: string, appName: string): boolean {
  const { t } = useTranslationInstance();
  const title = routeTitle(useMatches(), t);
  useEffect(() => {
    if (title && !titleWasSet(pathname)) document.title = documentTitle(title, appName);
  }, [title, pathname, appName]);
  return Boolean(title);
}

/**
 * After each route change (not the first load), focus moves to the new page's h1 so that screen
 * reader and keyboard users start at the page rather than at the end of the link they used; a
 * page with no title of its own nor from its route is titled from its h1.
 */
function usePageArrival(pathname: string, appName: string, titled: boolean) {
  const first = useRef(true);
  useEffect(() => {
    const moveFocus = !first.current;
    first.current = false;
    const started = Date.now();
    let frame = 0;
    const look = () => {
      const main = document.getElementById(MAIN_ID);
      // The lazy page may still be loading: wait for its heading, not the "Loading..." status.
      const heading = main?.querySelector('h1');
      if (!heading) {
        if (Date.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
        else if (moveFocus) main?.focus();
        return;
      }
      if (!titled && !titleWasSet(pathname)) {
        document.title = documentTitle(heading.textContent?.trim(), appName);
      }
      if (moveFocus) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname, appName, titled]);
}

export function Shell() {
  const t = useCommonT();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read synchronously so the first paint already has the right layout; rendering only one of
  // the two menus also keeps every button and label unique on the page.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/') logoutArrived();
    if (pathname === '/select') signUpArrived();
  }, [pathname]);
  const appName = t('appName');
  usePageArrival(pathname, appName, useRouteTitle(pathname, appName));
  const navigation = useNavigation();
  const wide = isWidePage(useMatches());

  // A small layout of its own rather than Mantine's AppShell, whose code (with a scroll-lock
  // library) would weigh on every first load; app.css positions the three parts.
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('nav.skip')}
      </a>
      <Box component="header" className="shell-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!isDesktop && (
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={t('nav.menu')}
                aria-expanded={opened}
                aria-controls={NAVBAR_ID}
              />
            )}
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never" onClick={close}>
              {t('appName')}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {isDesktop && (
              <Group component="nav" aria-label={t('nav.main')} gap="xs" wrap="nowrap">
                <JobSearch onSearch={close} />
                <AccountLinks vertical={false} onNavigate={close} />
              </Group>
            )}
            <AccountButtons compact={!isDesktop} onNavigate={close} />
            <LanguageSwitcher inline />
          </Group>
        </Group>
        <PageProgress active={navigation.state !== 'idle'} />
      </Box>

      {!isDesktop && (
        <Box
          component="nav"
          aria-label={t('nav.main')}
          id={NAVBAR_ID}
          className="shell-navbar"
          hidden={!opened}
        >
          <Stack gap="xs">
            <JobSearch onSearch={close} />
            <AccountLinks vertical onNavigate={close} />
          </Stack>
        </Box>
      )}

      <main id={MAIN_ID} tabIndex={-1} className="shell-main">
        <AccountStatus />
        <Container size="md" fluid={wide} px={0}>
          <Outlet />
        </Container>
      </main>
    </>
  );
}
