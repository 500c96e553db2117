import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOST_KINDS,
  LOST_LIST_KEYS,
  REPORT_DIRECTIONS,
  lostfoundApi,
  type LostKind,
  type QueryOf,
  type ReportDirection,
} from '@vedann/contracts';
import { endpointKey, useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';

export interface LostFilters {
  search: string;
  location: string;
  from: string;
  to: string;
  near: string;
  point: { lat: number; lng: number } | null;
}

export const EMPTY_FILTERS: LostFilters = {
  search: '',
  location: '',
  from: '',
  to: '',
  near: '',
  point: null,
};

const PAGE_SIZE = 12;

/** Every read of lost and found: a new or resolved report changes any of them. */
const EVERY_READ = [
  ...REPORT_DIRECTIONS.flatMap((direction) =>
    LOST_KINDS.map((kind) => lostfoundApi[direction][kind].list),
  ),
  lostfoundApi.report,
  lostfoundApi.matches,
  lostfoundApi.ownReports,
  lostfoundApi.conversations,
  lostfoundApi.conversation,
  lostfoundApi.reportConversation,
];

/** A list's query: the page and only the filters in use (the browser's point before a place). */
export function listQuery(
  filters: LostFilters,
  page: number,
): QueryOf<typeof lostfoundApi.lost.human.list> {
  return {
    page,
    limit: PAGE_SIZE,
    search: filters.search.trim(),
    location: filters.location.trim(),
    from: filters.from,
    to: filters.to,
    ...(filters.point
      ? { lat: filters.point.lat.toFixed(4), lng: filters.point.lng.toFixed(4) }
      : { near: filters.near.trim() }),
  };
}

export function useLostList(
  kind: LostKind,
  filters: LostFilters,
  page: number,
  direction: ReportDirection = 'lost',
) {
  const key = direction === 'lost' ? LOST_LIST_KEYS[kind] : 'reports';
  return useEndpoint(
    lostfoundApi[direction][kind].list,
    { query: listQuery(filters, page) },
    { select: (answer) => ({ reports: answer[key] ?? [], page: answer }) },
  );
}

/** One report, by id (the page a poster's QR code opens). */
export function useReport(id: string) {
  return useEndpoint(lostfoundApi.report, { params: { id } });
}

/** The poster PDF of a lost report (a plain link: the session cookie goes with it). */
export const posterUrl = (id: string) => `/api/v1/lostnfound/reports/${id}/poster`;

export function useMatches(page: number) {
  return useEndpoint(lostfoundApi.matches, { query: { limit: 12, page } });
}

export function useOwnReports() {
  return useEndpoint(lostfoundApi.ownReports, { query: { limit: 100 } });
}

export function useConversations() {
  return useEndpoint(
    lostfoundApi.conversations,
    { query: { limit: 100 } },
    { refetchInterval: 15_000 },
  );
}

/** A conversation by its id (from Messages), or the viewer's own about a report (from an item). */
export type ThreadRef = { conversationId: string } | { reportId: string };

/** Where a thread is read and where its next message is sent. */
function threadOf(ref: ThreadRef) {
  return 'conversationId' in ref
    ? {
        read: lostfoundApi.conversation,
        send: lostfoundApi.sendToConversation,
        params: { id: ref.conversationId },
      }
    : {
        read: lostfoundApi.reportConversation,
        send: lostfoundApi.sendAboutReport,
        params: { id: ref.reportId },
      };
}

export function useThread(ref: ThreadRef) {
  const { read, params } = threadOf(ref);
  const thread = useEndpoint(read, { params }, { refetchInterval: 15_000 });
  // Reading marks it read: the list's unread state changes with it.
  const refreshConversations = useRefresh([lostfoundApi.conversations]);
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void refreshConversations();
  }, [readAt, refreshConversations]);
  return thread;
}

export function useSendMessage(ref: ThreadRef) {
  const { read, send, params } = threadOf(ref);
  const queryClient = useQueryClient();
  const orgId = useStoredOrgId();
  const refreshList = useRefresh([lostfoundApi.conversations]);
  return useEndpointMutation(send, {
    toCall: (body: string) => ({ params, body: { body } }),
    // The answer is the thread as it now is: shown at once, without asking again.
    onSuccess: (answer) => {
      queryClient.setQueryData(endpointKey(read, orgId, { params }), answer);
      void refreshList();
    },
  });
}

export function useResolveReport() {
  return useEndpointMutation(lostfoundApi.resolve, {
    toCall: (reportId: string) => ({ params: { id: reportId } }),
    stale: EVERY_READ,
  });
}

export function useSubmitReport(kind: LostKind, direction: ReportDirection = 'lost') {
  return useEndpointMutation(lostfoundApi[direction][kind].submit, {
    toCall: (body: FormData) => ({ body }),
    stale: EVERY_READ,
  });
}
