import type { ComponentType, LazyExoticComponent } from 'react';
import { FULL_ACCESS_ROLES, type Organization } from '@vedann/contracts';

/** The address's parameter naming the chosen panel (`/gym?panel=notice`). */
export const PANEL_PARAM = 'panel';

/**
 * One entry of a business dashboard's side menu. An item with `to` navigates to its own page; an
 * item with `panel` swaps the content pane (and the large title) without leaving the dashboard; an
 * item with neither is in the spec but its screen is not built yet, and shows the honest
 * "not available yet" pane.
 */
export interface ShellItem {
  /** Stable and unique within the menu: it is the `?panel=` of the address. */
  readonly key: string;
  readonly label: string;
  readonly to?: string;
  readonly panel?: ComponentType | LazyExoticComponent<ComponentType>;
  /** The permission of the business's kind this item needs (owners and admins hold them all). */
  readonly permission?: string;
  /**
   * Plain words the search box also finds it by ("fees", "शुल्क"), in the page's language and in
   * English, with its English name (`useShellWords`). Gathered when the search box asks, not
   * while the menu renders: reading them from the catalogues took a business's home 19 ms of its
   * first render (unthrottled).
   */
  readonly keywords?: () => readonly string[];
}

/**
 * How a dashboard makes its menu's items: `item(key, { to, permission, panel })`, each labelled
 * from its area's catalogue (the search box's words come from `useMenuFinding`).
 */
export function menuItemMaker<Key extends string>(label: (key: Key) => string) {
  return (key: Key, extra: Pick<ShellItem, 'to' | 'permission' | 'panel'>): ShellItem => ({
    key,
    label: label(key),
    ...extra,
  });
}

export interface ShellGroup {
  readonly key: string;
  /** The spec's name ("Lekh (Record)"). */
  readonly label: string;
  /** A short plain subtitle shown under the name ("attendance, ID cards, fees"). */
  readonly hint?: string;
  /** Other words that find every item of the group (its English name on a Hindi page). */
  readonly keywords?: () => readonly string[];
  readonly items: readonly ShellItem[];
}

/** The signed-in member's role and permissions in the business the dashboard is for. */
type Access = Pick<Organization, 'role' | 'permissions'>;

export function mayOpen(item: ShellItem, access: Access): boolean {
  if (!item.permission || FULL_ACCESS_ROLES.includes(access.role)) return true;
  return access.permissions.includes(item.permission);
}

/** The menu as this member sees it: items they lack the permission for, and empty groups, go. */
export function visibleGroups(groups: readonly ShellGroup[], access: Access): ShellGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => mayOpen(item, access)) }))
    .filter((group) => group.items.length > 0);
}

/** The item chosen by `?panel=`, when this member may see it and it stays on the dashboard. */
export function chosenItem(groups: readonly ShellGroup[], key: string | null): ShellItem | null {
  if (!key) return null;
  for (const group of groups) {
    const item = group.items.find((candidate) => candidate.key === key);
    if (item && !item.to) return item;
  }
  return null;
}

/** "Machine Maintenance" → "MM": what a collapsed, 74 px wide menu shows of a group. */
export function initials(label: string): string {
  const words = label.split(/[\s/()&-]+/u).filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...label].slice(0, 2);
  return letters.join('').toUpperCase();
}

export const SHELL_WIDTHS = { open: 250, closed: 74 } as const;

/** Where a dashboard remembers whether its menu was open (spec: "remembered in local storage"). */
export function shellStorageKey(area: string): string {
  return `vedann.shell.${area}`;
}
