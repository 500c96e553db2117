import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FOUND_PATHS,
  LOST_LIST_KEYS,
  LOST_PATHS,
  type LostMatchListResponse,
  type ReportDirection,
  type ConversationListResponse,
  type ConversationResponse,
  type LostKind,
  type LostReport,
  type MessageResponse,
  type PageInfo,
} from '@vedann/contracts';
import { apiGet, apiSend } from '../../lib/api';

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

const LOST_KEY = ['lostnfound'] as const;
const PAGE_SIZE = 12;

const reportsPath = (kind: LostKind, direction: ReportDirection) =>
  direction === 'lost' ? LOST_PATHS[kind] : FOUND_PATHS[kind];

export function listPath(
  kind: LostKind,
  filters: LostFilters,
  page: number,
  direction: ReportDirection = 'lost',
): string {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.point) {
    params.set('lat', filters.point.lat.toFixed(4));
    params.set('lng', filters.point.lng.toFixed(4));
  } else if (filters.near.trim()) params.set('near', filters.near.trim());
  return `${reportsPath(kind, direction)}?${params.toString()}`;
}

type ListAnswer = PageInfo &
  Partial<Record<(typeof LOST_LIST_KEYS)[LostKind] | 'reports', LostReport[]>>;

export function useLostList(
  kind: LostKind,
  filters: LostFilters,
  page: number,
  direction: ReportDirection = 'lost',
) {
  return useQuery({
    queryKey: [...LOST_KEY, 'list', direction, kind, filters, page],
    queryFn: async () => {
      const answer = await apiGet<ListAnswer>(listPath(kind, filters, page, direction));
      const key = direction === 'lost' ? LOST_LIST_KEYS[kind] : 'reports';
      return { reports: answer[key] ?? [], page: answer };
    },
  });
}

/** One report, by id (the page a poster's QR code opens). */
export function useReport(id: string) {
  return useQuery({
    queryKey: [...LOST_KEY, 'report', id],
    queryFn: () => apiGet<{ report: LostReport }>(`/lostnfound/reports/${id}`),
  });
}

/** The poster PDF of a lost report (a plain link: the session cookie goes with it). */
export const posterUrl = (id: string) => `/api/v1/lostnfound/reports/${id}/poster`;

export function useMatches(page: number) {
  return useQuery({
    queryKey: [...LOST_KEY, 'matches', page],
    queryFn: () => apiGet<LostMatchListResponse>(`/lostnfound/matches?limit=12&page=${page}`),
  });
}

export function useOwnReports() {
  return useQuery({
    queryKey: [...LOST_KEY, 'mine'],
    queryFn: () =>
      apiGet<{ reports: LostReport[] } & PageInfo>('/lostnfound/reports/mine?limit=100'),
  });
}

export function useConversations() {
  return useQuery({
    queryKey: [...LOST_KEY, 'conversations'],
    queryFn: () => apiGet<ConversationListResponse>('/lostnfound/conversations?limit=100'),
    refetchInterval: 15_000,
  });
}

/** A conversation by its id (from Messages), or the viewer's own about a report (from an item). */
export type ThreadRef = { conversationId: string } | { reportId: string };

const threadPath = (ref: ThreadRef) =>
  'conversationId' in ref
    ? `/lostnfound/conversations/${ref.conversationId}`
    : `/lostnfound/reports/${ref.reportId}/conversation`;

const sendPath = (ref: ThreadRef) =>
  'conversationId' in ref
    ? `/lostnfound/conversations/${ref.conversationId}/messages`
    : `/lostnfound/reports/${ref.reportId}/messages`;

export function useThread(ref: ThreadRef) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...LOST_KEY, 'thread', threadPath(ref)],
    queryFn: async () => {
      const answer = await apiGet<ConversationResponse>(threadPath(ref));
      // Reading marks it read: the list's unread state changes with it.
      void queryClient.invalidateQueries({ queryKey: [...LOST_KEY, 'conversations'] });
      return answer;
    },
    refetchInterval: 15_000,
  });
}

export function useSendMessage(ref: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiSend<ConversationResponse>('POST', sendPath(ref), { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...LOST_KEY, 'thread', threadPath(ref)], answer);
      void queryClient.invalidateQueries({ queryKey: [...LOST_KEY, 'conversations'] });
    },
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      apiSend<MessageResponse>('POST', `/lostnfound/reports/${reportId}/resolve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOST_KEY }),
  });
}

export function useSubmitReport(kind: LostKind, direction: ReportDirection = 'lost') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiSend<MessageResponse>('POST', reportsPath(kind, direction), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOST_KEY }),
  });
}
