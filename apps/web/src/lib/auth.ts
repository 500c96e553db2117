import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { MessageResponse, User } from '@vedann/contracts';
import { ApiError, apiGet, apiSend, errorMessage } from './api';
import { setStoredOrgId } from './org-store';

export const ME_QUERY_KEY = ['me'] as const;

interface CurrentUserResponse {
  success: true;
  user: User;
}

/**
 * The signed-in account, or null when signed out. The session itself is an HttpOnly cookie the
 * page cannot read, so asking the server is the only way to know.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async (): Promise<User | null> => {
      try {
        return (await apiGet<CurrentUserResponse>('/user')).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // A 401 is an answer, not a fault; retrying would only delay the redirect to /login.
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Set from a logout until the home page is reached. A members-only page that notices the account
 * is gone sends its visitor to /login; one that notices because they just logged out sends them
 * home, as the spec asks, whichever of the two navigations happens to run first.
 */
let loggingOut = false;
export const isLoggingOut = (): boolean => loggingOut;
/** Called by the shell once the home page is shown. */
export const logoutArrived = (): void => {
  loggingOut = false;
};

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // POST carries X-Requested-With, which the server's cross-site check asks of a logout.
    mutationFn: () => apiSend<MessageResponse>('POST', '/user/logout'),
    onSuccess: (data) => {
      // Already home, nothing will navigate; anywhere else the shell clears it on arrival.
      loggingOut = window.location.pathname !== '/';
      queryClient.setQueryData(ME_QUERY_KEY, null);
      // Everything else in the cache belonged to the account that just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      setStoredOrgId(null);
      notifications.show({ color: 'green', message: data.message });
      void navigate('/');
    },
    onError: (error) => {
      // The header is on the landing page's first load, which must not carry zod; the spec's
      // wording is fetched here instead. The shell preloads it for signed-in accounts, so this
      // resolves from memory even when the failure is a lost connection.
      void import('@vedann/contracts')
        .then(({ USER_MESSAGES }) => errorMessage(error, USER_MESSAGES.logoutFailed))
        .catch(() => error.message)
        .then((message) => notifications.show({ color: 'red', message }));
    },
  });
}
