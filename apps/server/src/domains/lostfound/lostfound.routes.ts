import type { AppContext } from '../../app-context';
import { registerLostConversationRoutes } from './conversations.routes';
import { registerLostReportRoutes } from './reports.routes';

/** Lost-and-found: the reports (spec 01 sections 2.5 and 7) and the messages about them. */
export function registerLostFoundRoutes(ctx: AppContext): void {
  registerLostReportRoutes(ctx);
  registerLostConversationRoutes(ctx);
}
