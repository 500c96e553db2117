import type { AppContext } from '../../../app-context';
import { registerGymMemberLifecycleRoutes } from './members-lifecycle.routes';
import { registerGymMemberLookupRoutes } from './members-lookups.routes';
import { registerGymMemberRegisterRoutes } from './members-register.routes';
import { gymMemberImport } from './members.import';
import { registerImport } from '../../../http/spreadsheet-import';
import { gymApi } from '@vedann/contracts';
import { tags } from './members.shared';

/** The gym's members: the register, the membership lifecycle, and what the screens look up. */
export function registerGymMemberRoutes(ctx: AppContext): void {
  registerGymMemberRegisterRoutes(ctx);
  registerGymMemberLifecycleRoutes(ctx);
  registerGymMemberLookupRoutes(ctx);
  registerImport(ctx, gymApi.members.import, gymMemberImport, tags);
}
