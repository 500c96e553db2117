import type { OrgSetupStep } from './domains/orgs/orgs.service';
import { waiveOffTasksSetup } from './domains/plans/waive-off.service';
import { seatLayoutsSetup } from './domains/library/seats.service';

/**
 * What each area does when a business is created, in order. An area adds its step here; the
 * orgs domain runs them without knowing the areas.
 */
export const ORG_SETUP_STEPS: readonly OrgSetupStep[] = [waiveOffTasksSetup, seatLayoutsSetup];
