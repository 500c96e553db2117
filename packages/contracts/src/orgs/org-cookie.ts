/**
 * The cookie in which a browser keeps the business it chose (beside localStorage), so that the
 * server rendering a signed-in visitor's page renders it for that business. Not a credential:
 * the server checks the account's membership of it, as it does X-Org-Id's.
 */
export const ORG_COOKIE = 'vedann_org';
