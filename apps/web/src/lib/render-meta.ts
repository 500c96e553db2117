/**
 * A query's `meta` when the server may fill it while rendering a page at request time: the API
 * path it reads (relative to /api/v1, as `apiGet` takes it), a GET whose JSON answer (or its
 * `field`) is the query's data as it is (shape it for the screen with `select`). For a public
 * page the server asks without a session, so it is what any signed-out visitor would be given;
 * the browser takes it over as it is, and reads it again once it is no longer fresh
 * (`SEEDED_FRESH_MS`, lib/query-client.ts).
 */
// A type, not an interface: a query's `meta` is a record, which an interface is not.
export type RenderMeta = {
  renderUrl: string;
  /**
   * Read with the visitor's session and business, only on a page rendered for a signed-in
   * visitor (app/prerendered.tsx, `signedIn`): the account, its businesses, a business's home.
   * A public page's render leaves it to the browser.
   */
  signedIn?: true;
  /** When the query keeps one field of the answer (the account of `/user`), its name. */
  field?: string;
};

/** The meta of a read the server fills only for a signed-in visitor. */
export const signedInRead = (renderUrl: string, field?: string): RenderMeta => ({
  renderUrl,
  signedIn: true,
  ...(field ? { field } : {}),
});
