// The business dashboard shell, as the areas use it: the frame, its menu's types and helpers, and
// the business a page acts for.
export { BusinessShell } from './business-shell';
export { PANEL_PARAM, mayOpen, menuItemMaker, type ShellGroup, type ShellItem } from './menu';
export { useMenuFinding, useShellWords } from './shell-words';
export { BusinessesNotLoaded, NoBusinessOfKind, useBusinessOfKind } from './business-of-kind';
