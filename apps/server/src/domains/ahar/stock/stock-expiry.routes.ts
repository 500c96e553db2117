import { STOCK_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { STOCK_TAGS as tags } from './stock.answers';
import { expiryDays, saveExpiryDays } from './stock-expiry.service';
import { toStockItem, type StockRow } from './stock-item';
import { stockAlerts } from './stock-list.service';

const alertPart = ({ rows, total }: { rows: StockRow[]; total: number }) => ({
  count: total,
  items: rows.map(toStockItem),
});

/** Expiry: the alerts (expired, expiring soon) and the days ahead that "soon" means. */
export function registerStockExpiryRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.stock.alerts, tags),
    handler: async (request) => {
      const { days, today, expired, soon } = await stockAlerts(db, currentOrg(request).id);
      return { days, today, expired: alertPart(expired), soon: alertPart(soon) };
    },
  });

  app.route({
    ...routeOf(aharApi.stock.settings, tags),
    handler: async (request) => ({
      success: true as const,
      expiryDays: await expiryDays(db, currentOrg(request).id),
    }),
  });
  app.route({
    ...routeOf(aharApi.stock.saveSettings, tags),
    handler: async (request) => {
      const { expiryDays: days } = request.body;
      await saveExpiryDays(db, currentOrg(request).id, days);
      return { success: true as const, message: STOCK_MESSAGES.settingsSaved, expiryDays: days };
    },
  });
}
