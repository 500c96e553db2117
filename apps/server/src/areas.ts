import type { OrgSetupStep } from './domains/orgs/orgs.service';
import type { ReminderKind } from './domains/reminders/reminders.service';
import { loanOverdueReminder } from './domains/library/loans.reminders';
import { waiveOffTasksSetup } from './domains/plans/waive-off.service';
import { currencyRatesSetup } from './domains/bills/rates.service';

/**
 * What each area does when a business is created, in order. An area adds its step here; the
 * orgs domain runs them without knowing the areas.
 */
export const ORG_SETUP_STEPS: readonly OrgSetupStep[] = [waiveOffTasksSetup, currencyRatesSetup];

/**
 * The reminders the areas send (DESIGN.md section 12), run in this order by the reminder job
 * (domains/reminders). An area adds its kind here.
 */
export const REMINDER_KINDS: readonly ReminderKind[] = [loanOverdueReminder];
