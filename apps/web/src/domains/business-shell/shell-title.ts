import type { ShellGroup, ShellItem } from './menu';

/**
 * The page title of a dashboard's screen. A menu item's label is often the spec's one word
 * ("Own", "Full", "Wifi"), clear only beside its group, so the title names the group too
 * ("Demand: Own"), unless the label already holds the group's name ("View Profile" in Profile).
 * With no screen chosen, the dashboard's own page title.
 */
export function shellPageTitle(
  groups: readonly ShellGroup[],
  chosen: ShellItem | null,
  dashboardTitle: string,
  inGroup: (group: string, page: string) => string,
): string {
  if (!chosen) return dashboardTitle;
  const group = groups.find((candidate) => candidate.items.some((item) => item.key === chosen.key));
  if (!group || chosen.label.toLocaleLowerCase().includes(group.label.toLocaleLowerCase())) {
    return chosen.label;
  }
  return inGroup(group.label, chosen.label);
}
