import type { Access, ResourceContract } from '@vedann/contracts';

/** A list as the contracts declare it: an endpoint (`access`) or a resource (`{read, write}`). */
export interface ExportableList {
  path: string;
  access: Access | ResourceContract['access'];
}

/** What the Export CSV button of a list needs to ask for the rows the screen shows. */
export interface ExportCsvOptions {
  list: ExportableList;
  /** The values of the list path's `:name` segments (an item's history). */
  params?: Record<string, string>;
  /** The screen's filters, as it reads the list (page and limit are left out). */
  query?: Record<string, string | number | undefined>;
  /** The file's name before the date; by default the list's path (`ahar-stock-journal`). */
  name?: string;
}

/**
 * Whether the server answers `<list>/export.csv`: it does for every paged list of a business
 * (decision 0358: a kind's access, or its owner's and admins' for the team), never for a
 * platform's list or a person's own, whose access is no business's.
 */
export function exportsCsv(list: ExportableList): boolean {
  const { access } = list;
  const read = typeof access === 'object' && 'read' in access ? access.read : access;
  return read === 'org-admin' || typeof read === 'object';
}
