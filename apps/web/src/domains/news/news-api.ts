import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { Article, ArticleInput, PageInfo } from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';

export const NEWS_QUERY_KEY = 'news';
export const NEWS_PAGE_SIZE = 12;

type NewsList = { success: true; articles: Article[]; canEdit: boolean } & PageInfo;
type NewsItem = { success: true; article: Article; canEdit: boolean };
type Changed = { success: true; message: string; article?: Article };

export function useNewsList(page: number) {
  return useQuery({
    queryKey: [NEWS_QUERY_KEY, 'list', page],
    queryFn: () => apiGet<NewsList>(`/news?page=${page}&limit=${NEWS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: [NEWS_QUERY_KEY, 'item', id],
    queryFn: () => apiGet<NewsItem>(`/news/${id}`),
  });
}

/**
 * Whether the account is a platform administrator. The news answer's `canEdit` is exactly that,
 * so the contact page asks it rather than the accounts routes.
 */
export function usePlatformAdmin(): boolean {
  const { data: user } = useCurrentUser();
  const { data } = useQuery({
    queryKey: [NEWS_QUERY_KEY, 'list', 'can-edit', user?._id],
    queryFn: () => apiGet<NewsList>('/news?limit=1'),
    // A visitor is never an administrator; only a signed-in account needs asking.
    enabled: Boolean(user),
  });
  return data?.canEdit ?? false;
}

/** Publishing, editing and removing; each shows the server's message and reloads the news. */
export function useNewsChange<Variables>(send: (variables: Variables) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await queryClient.invalidateQueries({ queryKey: [NEWS_QUERY_KEY] });
    },
  });
}

export const publishArticle = (input: ArticleInput) => apiSend<Changed>('POST', '/news', input);
export const updateArticle = ({ id, input }: { id: string; input: ArticleInput }) =>
  apiSend<Changed>('PUT', `/news/${id}`, input);
export const removeArticle = (id: string) => apiSend<Changed>('DELETE', `/news/${id}`);
