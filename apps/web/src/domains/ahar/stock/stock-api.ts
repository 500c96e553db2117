import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  STOCK_MESSAGES,
  type StockAlerts,
  type StockJournalEntry,
  type StockLocation,
  type StockMoveInput,
} from '@vedann/contracts';
import { translateMessage } from '../../../i18n';
import { ApiError, apiGet, apiSend, errorMessage } from '../../../lib/api';
import { useStoredOrgId } from '../../../lib/org-store';
import { RESOURCE_QUERY, type ResourceApi } from '../../../lib/resource';

/** The spec's paths of each location (under /api/v1). */
export const STOCK_RESOURCES: Record<StockLocation, ResourceApi> = {
  showroom: { path: '/aharshowroom', listKey: 'items', bare: true },
  warehouse: { path: '/suchigodown', listKey: 'items', bare: true },
  reuse: { path: '/reuse', listKey: 'items', bare: true },
};

export const STOCK_QUERY = 'ahar-stock';

interface Changed {
  success: true;
  message: string;
}

/**
 * A failed submit in the spec's words (section 8): no connection, else the server's message,
 * else "Failed to submit inventory.".
 */
export function submitFailure(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError)
    return translateMessage(STOCK_MESSAGES.connection);
  return errorMessage(error, STOCK_MESSAGES.failedToSubmit);
}

/** Every stock view (the three lists, the journal, the alerts) after a change. */
export function useRefreshStock(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      ...Object.values(STOCK_RESOURCES).map((r) =>
        queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, r.path] }),
      ),
      queryClient.invalidateQueries({ queryKey: [STOCK_QUERY] }),
    ]);
  };
}

/** A stock change: shows the server's message and refreshes every stock view. */
export function useStockChange<Input>(send: (input: Input) => Promise<Changed>) {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await refresh();
    },
  });
}

export const useMoveStock = () =>
  useStockChange(({ id, ...body }: StockMoveInput & { id: string }) =>
    apiSend<Changed>('POST', `/ahar/stock/${id}/move`, body),
  );

export const useRemoveStock = (location: StockLocation) =>
  useStockChange((id: string) =>
    apiSend<Changed>('DELETE', `${STOCK_RESOURCES[location].path}/${id}`),
  );

export const useUndoStock = () =>
  useStockChange(() => apiSend<Changed>('POST', '/ahar/stock/journal/undo'));

export function useStockJournal(page: number) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [STOCK_QUERY, 'journal', orgId, page],
    queryFn: () =>
      apiGet<{ entries: StockJournalEntry[]; totalPages: number }>(
        `/ahar/stock/journal?page=${page}&limit=20`,
      ),
  });
}

export function useStockAlerts() {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [STOCK_QUERY, 'alerts', orgId],
    queryFn: () => apiGet<StockAlerts>('/ahar/stock/alerts'),
  });
}

export const useSaveExpiryDays = () =>
  useStockChange((expiryDays: number) =>
    apiSend<Changed>('PUT', '/ahar/stock/settings', { expiryDays }),
  );
