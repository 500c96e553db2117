import type { AppContext } from '../../../app-context';
import { registerExerciseRoutes } from './exercises.routes';
import { registerGymProfileRoutes } from './profile.routes';
import { registerHubRecordRoutes } from './records.routes';

/** The gym's admin hub beyond the business kit (issue 13 sections 3 and 4). */
export function registerGymHub(ctx: AppContext): void {
  registerGymProfileRoutes(ctx);
  registerExerciseRoutes(ctx);
  registerHubRecordRoutes(ctx);
}
