/**
 * A query's `meta` when the server may fill it while rendering a page at request time: the API
 * path it reads (relative to /api/v1, as `apiGet` takes it), which must be a public GET whose
 * JSON answer is the query's data as it is (shape it for the screen with `select`). The server
 * asks for it without a session, so it is what any signed-out visitor would be given; the
 * browser reads it again on mount.
 */
export interface RenderMeta {
  renderUrl: string;
}
