import { notifications } from '@mantine/notifications';
import {
  STOCK_LOCATIONS,
  STOCK_MESSAGES,
  aharApi,
  type Endpoint,
  type StockLocation,
  type StockMoveInput,
} from '@vedann/contracts';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation, useRefresh, type CallOf } from '../../../lib/endpoint';

const { locations } = aharApi.stock;

/**
 * A failed submit in the spec's words (section 8): no connection, else the server's message,
 * else "Failed to submit inventory.".
 */
export function submitFailure(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError)
    return translateMessage(STOCK_MESSAGES.connection);
  return errorMessage(error, STOCK_MESSAGES.failedToSubmit);
}

/** Every stock view: the three lists, the journal, the alerts. */
const STOCK_VIEWS = [
  ...STOCK_LOCATIONS.map((location) => locations[location].items),
  aharApi.stock.journal,
  aharApi.stock.alerts,
];

/** Every stock view after a change. */
export function useRefreshStock(): () => Promise<unknown> {
  return useRefresh(STOCK_VIEWS);
}

/** A stock change: shows the server's message, then refreshes every stock view. */
export function useStockChange<E extends Endpoint<z.ZodType<{ message: string }>>, Variables>(
  declared: E,
  toCall: (variables: Variables) => CallOf<E>,
) {
  const refresh = useRefreshStock();
  return useEndpointMutation(declared, {
    toCall,
    onSuccess: async (answer: { message: string }) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await refresh();
    },
  });
}

export const useMoveStock = () =>
  useStockChange(aharApi.stock.move, ({ id, ...body }: StockMoveInput & { id: string }) => ({
    params: { id },
    body,
  }));

export const useRemoveStock = (location: StockLocation) =>
  useStockChange(locations[location].remove, (id: string) => ({ params: { id } }));

export const useUndoStock = () => useStockChange(aharApi.stock.undo, () => ({}));

export const useStockJournal = (page: number) =>
  useEndpoint(aharApi.stock.journal, { query: { page, limit: 20 } });

export const useStockAlerts = () => useEndpoint(aharApi.stock.alerts, {});

export const useSaveExpiryDays = () =>
  useStockChange(aharApi.stock.saveSettings, (expiryDays: number) => ({ body: { expiryDays } }));
