import type { AppContext } from '../../../app-context';
import { registerGymMemberLifecycleRoutes } from './members-lifecycle.routes';
import { registerGymMemberLookupRoutes } from './members-lookups.routes';
import { registerGymMemberRegisterRoutes } from './members-register.routes';

/** The gym's members: the register, the membership lifecycle, and what the screens look up. */
export function registerGymMemberRoutes(ctx: AppContext): void {
  registerGymMemberRegisterRoutes(ctx);
  registerGymMemberLifecycleRoutes(ctx);
  registerGymMemberLookupRoutes(ctx);
}
