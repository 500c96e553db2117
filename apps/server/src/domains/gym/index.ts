import type { Area } from '../../app-context';
import { registerGymMemberRoutes } from './members/members.routes';
import { registerGymRoutes } from './members/gym.routes';
import { registerGymHub } from './hub/gym-hub.routes';
import { registerGymHomeRoutes } from './home/home.routes';
import { demoGymHubSeed } from './hub/gym-hub.seed';
import { gymSeed } from './members/gym.seed';
import { exerciseLibrarySetup } from './hub/exercises.service';
import { membershipExpiryReminder } from './members/members.reminders';
import { gymMembersDirectory } from './members/members.directory';
import * as gymTables from './members/gym.table';
import * as profileTables from './hub/profile.table';
import * as exercisesTables from './hub/exercises.table';
import * as recordsTables from './hub/records.table';
import { registerUtrPaymentRoutes } from '../payments';
import { gymFeePayable } from './members/fees.payable';

/**
 * The gym: its members, plans and fees (`members/`), the hub of records and exercises (`hub/`)
 * and its home (`home/`).
 */
export const gymArea: Area = {
  name: 'gym',
  routes(ctx) {
    registerGymMemberRoutes(ctx);
    registerGymRoutes(ctx);
    registerGymHub(ctx);
    registerUtrPaymentRoutes(ctx, gymFeePayable);
    registerGymHomeRoutes(ctx);
  },
  tables: [gymTables, profileTables, exercisesTables, recordsTables],
  seeds: [demoGymHubSeed, gymSeed],
  orgSetup: [exerciseLibrarySetup],
  reminders: [membershipExpiryReminder],
  people: [gymMembersDirectory],
};
