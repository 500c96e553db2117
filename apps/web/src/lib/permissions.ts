import { FULL_ACCESS_ROLES } from '@vedann/contracts';
import { useCurrentOrg } from './org';

/**
 * Whether the signed-in member holds this permission in the current business (owners and admins
 * hold every one): a screen shows the buttons of a write the server would refuse only to those
 * who may make it. Apart from `org.ts`, which every page loads: the contracts' roles would bring
 * the contracts' code into the first load.
 */
export function useHasPermission(permission: string): boolean {
  const { current } = useCurrentOrg();
  return (
    current !== null &&
    (FULL_ACCESS_ROLES.includes(current.role) || current.permissions.includes(permission))
  );
}
