import { UPI_MESSAGES, paymentsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { readUpiSettings, saveUpiSettings } from './upi.service';

const tags = ['payments'];

/** The current business's UPI details: read by any member, saved by the owner or an admin. */
export function registerUpiRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(paymentsApi.upi, tags),
    handler: async (request) => ({
      success: true as const,
      upi: await readUpiSettings(db, currentOrg(request).id),
    }),
  });

  app.route({
    ...routeOf(paymentsApi.saveUpi, tags),
    handler: async (request) => ({
      success: true as const,
      message: UPI_MESSAGES.saved,
      upi: await saveUpiSettings(db, currentOrg(request).id, request.body),
    }),
  });
}
