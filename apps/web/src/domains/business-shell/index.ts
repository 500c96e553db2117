// The business dashboard shell, as the areas use it: the frame, its menu's types and helpers, and
// the business a page acts for.
export { BusinessShell, PANEL_PARAM } from './business-shell';
export { mayOpen, menuItemMaker, type ShellGroup, type ShellItem } from './menu';
export { BusinessesNotLoaded, NoBusinessOfKind, useBusinessOfKind } from './business-of-kind';
