import type { AppContext } from '../../../app-context';
import { registerHubEventRoutes } from './records-events.routes';
import { registerHubInventoryRoutes } from './records-inventory.routes';
import { registerHubOrganizationRoutes } from './records-organizations.routes';
import { registerHubTrainingRoutes } from './records-training.routes';
import { registerHubUploadRoutes } from './records-uploads.routes';

/**
 * Workouts, diet plans, live sessions, products, inventory, organizations and events (spec 03
 * sections 3 to 7), each a business resource at the spec's paths, and the uploads they name.
 */
export function registerHubRecordRoutes(ctx: AppContext): void {
  registerHubUploadRoutes(ctx);
  registerHubTrainingRoutes(ctx);
  registerHubInventoryRoutes(ctx);
  registerHubOrganizationRoutes(ctx);
  registerHubEventRoutes(ctx);
}
