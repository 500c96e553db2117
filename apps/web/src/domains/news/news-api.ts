import { notifications } from '@mantine/notifications';
import { newsApi, type ArticleInput } from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { useCurrentUser } from '../../lib/auth';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';

export const NEWS_PAGE_SIZE = 12;

const articles = newsApi.articles;
/** What a change of the news makes stale: its lists and every article. */
export const NEWS_STALE = [articles.list, articles.one];

export function useNewsList(page: number) {
  return useEndpoint(
    articles.list,
    { query: { page, limit: NEWS_PAGE_SIZE } },
    { keepPrevious: true },
  );
}

export const useArticle = (id: string) => useEndpoint(articles.one, { params: { id } });

/**
 * Whether the account is a platform administrator. The news answer's `canEdit` is exactly that,
 * so the contact page asks it rather than the accounts routes.
 */
export function usePlatformAdmin(): boolean {
  const { data: user } = useCurrentUser();
  const { data } = useEndpoint(
    articles.list,
    { query: { limit: 1 } },
    // A visitor is never an administrator; only a signed-in account needs asking.
    { enabled: Boolean(user) },
  );
  return data?.canEdit ?? false;
}

/** Publishing, editing and removing each show the server's message once the news is reloaded. */
const said = (answer: { message: string }) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export const usePublishArticle = () =>
  useEndpointMutation(articles.create, {
    toCall: (body: ArticleInput) => ({ body }),
    stale: NEWS_STALE,
    onSuccess: said,
  });

export const useUpdateArticle = () =>
  useEndpointMutation(articles.update, {
    toCall: ({ id, input }: { id: string; input: ArticleInput }) => ({
      params: { id },
      body: input,
    }),
    stale: NEWS_STALE,
    onSuccess: said,
  });

export const useRemoveArticle = () =>
  useEndpointMutation(articles.remove, {
    toCall: (id: string) => ({ params: { id } }),
    stale: NEWS_STALE,
    onSuccess: said,
  });
