import { z } from 'zod';
import { STOCK_MESSAGES, stockAlertsSchema, stockSettingsSchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { AHAR_STOCK_ACCESS as access } from './access';
import { STOCK_TAGS as tags } from './stock.answers';
import { expiryDays, saveExpiryDays } from './stock-expiry.service';
import { toStockItem, type StockRow } from './stock-item';
import { stockAlerts } from './stock-list.service';

const settingsAnswer = z.object({ success: z.literal(true), expiryDays: z.number() });
const alertPart = ({ rows, total }: { rows: StockRow[]; total: number }) => ({
  count: total,
  items: rows.map(toStockItem),
});

/** Expiry: the alerts (expired, expiring soon) and the days ahead that "soon" means. */
export function registerStockExpiryRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/ahar/stock/alerts',
    { config: { access }, schema: { tags, response: { 200: stockAlertsSchema } } },
    async (request) => {
      const { days, today, expired, soon } = await stockAlerts(db, currentOrg(request).id);
      return { days, today, expired: alertPart(expired), soon: alertPart(soon) };
    },
  );

  app.get(
    '/api/v1/ahar/stock/settings',
    { config: { access }, schema: { tags, response: { 200: settingsAnswer } } },
    async (request) => ({
      success: true as const,
      expiryDays: await expiryDays(db, currentOrg(request).id),
    }),
  );
  app.put(
    '/api/v1/ahar/stock/settings',
    {
      config: { access },
      schema: {
        tags,
        body: stockSettingsSchema,
        response: { 200: settingsAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { expiryDays: days } = request.body;
      await saveExpiryDays(db, currentOrg(request).id, days);
      return { success: true as const, message: STOCK_MESSAGES.settingsSaved, expiryDays: days };
    },
  );
}
