import type { AppContext } from '../../../app-context';
import { registerDemandEventRoutes } from './demand-events.routes';
import { registerDemandRecordRoutes } from './demand-records.routes';
import { registerDemandSalesRoutes } from './demand-sales.routes';

/** The ahar's daily demand: its records, the events the forecast weighs, and its views. */
export function registerDemandRoutes(ctx: AppContext): void {
  registerDemandRecordRoutes(ctx);
  registerDemandEventRoutes(ctx);
  registerDemandSalesRoutes(ctx);
}
