/** The gym: its members, plans and fees (`members/`) and the hub of records and exercises (`hub/`). */
export { registerGymMemberRoutes } from './members/members.routes';
export { registerGymRoutes } from './members/gym.routes';
export { gymSeed } from './members/gym.seed';
export { gymMembersDirectory } from './members/members.directory';
export { membershipExpiryReminder } from './members/members.reminders';
export { registerGymHub } from './hub/gym-hub.routes';
export { demoGymHubSeed } from './hub/gym-hub.seed';
export { exerciseLibrarySetup } from './hub/exercises.service';
