import { lazy, Suspense, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import type { OrgKind } from '@vedann/contracts';
import { PHONE_QUERY } from '../../ui/media-queries';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { BusinessesNotLoaded, NoBusinessOfKind, useBusinessOfKind } from './business-of-kind';
import { FindScreen } from './find-screen';
import { useBusinessShellT } from './i18n';
import {
  PANEL_PARAM,
  SHELL_WIDTHS,
  chosenItem,
  initials,
  shellStorageKey,
  visibleGroups,
  type ShellGroup,
  type ShellItem,
} from './menu';
import { shellPageTitle } from './shell-title';
import './business-shell.css';

// The phone's menu drawer (and Mantine's drawer) comes with its first opening, not with the page.
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));
// Signs, not words: the button's name is its label.
const COLLAPSE_SIGN = '«';
const EXPAND_SIGN = '»';

export interface BusinessShellProps {
  /** Names the remembered open/closed state (`vedann.shell.<area>`). */
  area: string;
  /** The kinds of business this dashboard serves. */
  kinds: readonly OrgKind[];
  /** The large title while no panel is chosen: the area's (Gym, the product name for ahar). */
  title: string;
  /**
   * The page title while no panel is chosen, when the large title is the spec's words that do
   * not name the page (the exercise dashboard's "Dashboard Home"); else the large title.
   */
  pageTitle?: string;
  groups: readonly ShellGroup[];
  /** 250/74 by default; the exercise dashboard is 400/74. */
  widths?: { open: number; closed: number };
  /** Where the open/closed state is kept, when the spec names the key (the exercise dashboard's `sidebarOpen`). */
  storageKey?: string;
  /**
   * The item shown while none is chosen in the address (the bills' Wifi, spec 03 and 04): its
   * group starts open and it is marked as the current one, as if chosen.
   */
  defaultPanel?: string;
  /** The dashboard's own content, shown while no panel is chosen (nor a default one allowed). */
  children?: ReactNode;
}

/**
 * The business dashboard of every area (DESIGN.md section 12): a side menu declared as data, a
 * large title and a content pane. Items with a route navigate; the others swap the pane, and the
 * chosen one is kept in the address (`?panel=`) so it survives a reload and the Back button.
 */
export function BusinessShell({
  area,
  kinds,
  title,
  pageTitle,
  groups,
  widths,
  storageKey,
  defaultPanel,
  children,
}: BusinessShellProps) {
  const t = useBusinessShellT();
  const [searchParams] = useSearchParams();
  // The server renders a phone's layout (app/prerendered.tsx, `signedIn`); the browser reads its
  // own width at once, and a wider one never takes a server's page over (src/prerender.tsx).
  const isPhone = useMediaQuery(PHONE_QUERY, true, {
    getInitialValueInEffect: typeof window === 'undefined',
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted: closing it plays its transition and returns the focus.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [state, setState] = useLocalStorage<'open' | 'closed'>({
    key: storageKey ?? shellStorageKey(area),
    defaultValue: 'open',
    getInitialValueInEffect: false,
  });
  const collapsed = state === 'closed';

  const { business, waiting, failed, retry } = useBusinessOfKind(kinds);
  const menu = business ? visibleGroups(groups, business) : [];
  const chosen =
    chosenItem(menu, searchParams.get(PANEL_PARAM)) ?? chosenItem(menu, defaultPanel ?? null);
  const heading = chosen?.label ?? title;
  usePageTitle(
    shellPageTitle(menu, chosen, pageTitle ?? title, (group, page) =>
      t('pageInGroup', { group, page }),
    ),
    business?.name,
  );

  if (waiting) return <Loading />;
  if (failed) return <BusinessesNotLoaded title={title} error={failed} onRetry={retry} />;
  if (!business) return <NoBusinessOfKind title={title} kind={kinds[0] ?? 'gym'} />;

  const { open, closed } = widths ?? SHELL_WIDTHS;
  const style = { '--business-shell-width': `${collapsed ? closed : open}px` } as CSSProperties;
  const Panel = chosen?.panel;

  return (
    <div className="business-shell" style={isPhone ? undefined : style}>
      {!isPhone && (
        <nav aria-label={t('menu')} className="business-shell-nav" data-collapsed={collapsed}>
          <UnstyledButton
            className="business-shell-toggle"
            aria-label={collapsed ? t('expand') : t('collapse')}
            aria-expanded={!collapsed}
            onClick={() => setState(collapsed ? 'open' : 'closed')}
          >
            <span aria-hidden>{collapsed ? EXPAND_SIGN : COLLAPSE_SIGN}</span>
          </UnstyledButton>
          <SideMenu groups={menu} collapsed={collapsed} chosenKey={chosen?.key ?? null} />
        </nav>
      )}
      <section className="business-shell-content" aria-labelledby={`${area}-shell-title`}>
        <Group gap="xs" mb="xs" justify={isPhone ? 'space-between' : 'flex-end'}>
          {isPhone && (
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              {t('openMenu')}
            </Button>
          )}
          <FindScreen groups={groups} access={business} showKeys={!isPhone} />
        </Group>
        <Title order={1} id={`${area}-shell-title`} mb="md">
          {heading}
        </Title>
        {chosen ? (
          Panel ? (
            <Suspense fallback={<Loading />}>
              <Panel key={chosen.key} />
            </Suspense>
          ) : (
            <Text>{t('notAvailable')}</Text>
          )
        ) : (
          children
        )}
      </section>
      {isPhone && drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('menu')}>
            <nav aria-label={t('menu')}>
              <SideMenu
                groups={menu}
                collapsed={false}
                chosenKey={chosen?.key ?? null}
                onNavigate={() => setDrawerOpen(false)}
              />
            </nav>
          </MenuDrawer>
        </Suspense>
      )}
    </div>
  );
}

interface SideMenuProps {
  groups: readonly ShellGroup[];
  collapsed: boolean;
  chosenKey: string | null;
  onNavigate?: () => void;
}

/**
 * Groups open on hover, and on click or Enter for touch, keyboard and screen-reader users; the
 * group holding the open panel or page starts open. A collapsed menu shows each group's
 * initials and opens its items beside it.
 */
function SideMenu({ groups, collapsed, chosenKey, onNavigate }: SideMenuProps) {
  const t = useBusinessShellT();
  const { pathname } = useLocation();
  const holdsCurrent = (group: ShellGroup) =>
    group.items.some((item) => item.key === chosenKey || item.to === pathname);
  const [pinned, setPinned] = useState<string | null>(() => groups.find(holdsCurrent)?.key ?? null);
  const [hovered, setHovered] = useState<string | null>(null);
  const baseId = useId();

  return (
    <ul className="business-shell-groups">
      {groups.map((group) => {
        const expanded = pinned === group.key || hovered === group.key;
        const listId = `${baseId}-${group.key}`;
        const hintId = `${listId}-hint`;
        const hint = collapsed ? undefined : group.hint;
        return (
          <li
            key={group.key}
            className="business-shell-group"
            onMouseEnter={() => setHovered(group.key)}
            onMouseLeave={() => setHovered(null)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && expanded) {
                setPinned(null);
                setHovered(null);
              }
            }}
          >
            <UnstyledButton
              className="business-shell-group-button"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-describedby={hint ? hintId : undefined}
              aria-label={
                collapsed
                  ? t('collapsedGroup', { label: group.label, short: initials(group.label) })
                  : undefined
              }
              title={collapsed ? group.label : undefined}
              onClick={() => setPinned(pinned === group.key ? null : group.key)}
            >
              {collapsed ? <span aria-hidden>{initials(group.label)}</span> : group.label}
            </UnstyledButton>
            {hint && (
              <span id={hintId} className="business-shell-group-hint">
                {hint}
              </span>
            )}
            <ul id={listId} className="business-shell-items" hidden={!expanded}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <MenuLink item={item} chosen={item.key === chosenKey} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function MenuLink({
  item,
  chosen,
  onNavigate,
}: {
  item: ShellItem;
  chosen: boolean;
  onNavigate?: () => void;
}) {
  if (item.to) {
    return (
      <NavLink to={item.to} end className="business-shell-item" onClick={onNavigate}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <Link
      to={`?${PANEL_PARAM}=${encodeURIComponent(item.key)}`}
      className="business-shell-item"
      aria-current={chosen ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}
