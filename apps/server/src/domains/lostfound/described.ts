/**
 * A declared route's options with its OpenAPI description: the contracts' endpoints carry none,
 * and these routes had theirs before they were made from the contracts.
 */
export function described<Route extends { schema: object }>(
  route: Route,
  description: string,
): Route {
  return { ...route, schema: { ...route.schema, description } };
}
