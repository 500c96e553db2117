import type { RouteObject } from 'react-router';

/**
 * An area's routes, by who may open them. The app puts each group under its guard; a route
 * belongs to the area whose page it shows, whichever menu links to it.
 */
export interface AreaRoutes {
  /** For anyone, signed in or not. */
  public?: RouteObject[];
  /** For signed-in accounts only: anyone else is sent to log in and brought back. */
  member?: RouteObject[];
  /** Sign-up: a signed-in account is sent home (spec 01 section 2.1). */
  guest?: RouteObject[];
  /** Log-in: a signed-in account is sent on to /select, or to the page that asked (`?next=`). */
  login?: RouteObject[];
}

/**
 * The type of one catalogue's English texts, which types `t('key')` in its namespace. It carries
 * nothing at run time: the catalogue itself registers when the area's chunk loads.
 */
export interface CatalogueType<Texts extends object> {
  readonly texts?: Texts;
}

export const catalogueType = <Texts extends object>(): CatalogueType<Texts> => ({});

/**
 * One area of the web app as the app composes it (app/areas.ts): its routes and the namespaces
 * of its catalogues. It is in the first bundle, so it holds only lazy imports of the area's
 * screens and the types of its catalogues.
 */
export interface WebArea {
  /** The area's folder under domains/. */
  name: string;
  routes: AreaRoutes;
  /** Namespace → the type of its English catalogue (`catalogueType<typeof en>()`). */
  catalogues: Record<string, CatalogueType<object>>;
}
