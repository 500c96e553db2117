import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse, User } from '@vedann/contracts';
import {
  chooseLanguage,
  currentLanguage,
  isLanguage,
  translateMessage,
  type Language,
} from '../i18n';
import { apiGet, apiSend, errorMessage } from './api';
import { signedInRead } from './render-meta';
import { setStoredOrgId } from './org-store';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * Set by Sign Up once the server has signed the new account in (decision 0347), until /select is
 * shown: Sign Up's guard then sends the account where Log In does, not home. A module flag, as
 * `loggingOut` below: the account becomes known at once, while a change of the page's location
 * state reaches the guard later (the router's updates are transitions), and the guard renders
 * again on the way (as the account is read again), so it must still say /select then.
 */
let signedUpHere = false;
export const isJustSignedUp = (): boolean => signedUpHere;
export const markJustSignedUp = (): void => {
  signedUpHere = true;
};
/** Called by the shell once /select is shown. */
export const signUpArrived = (): void => {
  signedUpHere = false;
};

/**
 * Shows a message. The header (and so this module) is on the landing page's first load, which
 * need not carry the messages' code: it is fetched when a message is first shown.
 */
function notify(color: 'green' | 'red', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message }),
  );
}

/** The account as GET /api/v1/user gives it: the spec's user, with its chosen language. */
export interface CurrentUser extends User {
  language?: Language | null | undefined;
}

interface CurrentUserResponse {
  success: true;
  /** Null when nobody is signed in: an ordinary answer, not an error status. */
  user: CurrentUser | null;
}

/**
 * The signed-in account, or null when signed out. The session itself is an HttpOnly cookie the
 * page cannot read, so asking the server is the only way to know. A check that fails (a busy
 * server, no connection) is tried again like every read and then keeps the account last known:
 * `data` stays, `isError` says the check failed. Only an answer of "nobody" (null here) or a 401
 * on any read (lib/query-client.ts) signs the person out.
 */
const fetchCurrentUser = async (): Promise<CurrentUser | null> =>
  (await apiGet<CurrentUserResponse>('/user')).user;

const CURRENT_USER_QUERY = {
  queryKey: ME_QUERY_KEY,
  queryFn: fetchCurrentUser,
  meta: signedInRead('/user', 'user'),
  staleTime: 5 * 60 * 1000,
} as const;

export function useCurrentUser() {
  return useQuery(CURRENT_USER_QUERY);
}

/**
 * Asks who is signed in as the app starts, beside the page's code rather than after it: a
 * members' page cannot show anything before the answer. A failure is left to the page's own
 * query, which reports and retries it.
 */
export async function askCurrentUserEarly(queryClient: QueryClient): Promise<CurrentUser | null> {
  await queryClient.prefetchQuery(CURRENT_USER_QUERY);
  return queryClient.getQueryData<CurrentUser | null>(ME_QUERY_KEY) ?? null;
}

/** The account whose language was last applied, so it is applied once per sign-in. */
let languageAppliedFor: string | null = null;

/**
 * Chooses the language on this device and, when signed in, saves it to the account so that the
 * account's other devices follow after their next sign-in.
 */
export function useChooseLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  return (language: Language) => {
    void chooseLanguage(language);
    // A choice made while the page is still asking who is signed in waits for the answer rather
    // than being lost; choices made one after another are saved in the order they were made.
    queryClient
      .ensureQueryData({ queryKey: ME_QUERY_KEY, queryFn: fetchCurrentUser })
      .then((user) => {
        if (!user) return;
        // This choice is newer than the one the account held: the account's must not undo it.
        languageAppliedFor = user._id;
        if (currentLanguage() !== language) void chooseLanguage(language);
        const withLanguage: CurrentUser = { ...user, language };
        queryClient.setQueryData(ME_QUERY_KEY, withLanguage);
        // Remembering it on the account is a convenience; the device already has it.
        return apiSend('PUT', '/user/language', { language });
      })
      .catch(() => undefined);
  };
}

/**
 * After sign-in, the account's language (when it chose one) wins over this device's; called by
 * the shell whenever the account is known.
 */
export function applyAccountLanguage(user: CurrentUser | null | undefined): void {
  if (!user) {
    languageAppliedFor = null;
    return;
  }
  if (languageAppliedFor === user._id) return;
  languageAppliedFor = user._id;
  const chosen = user.language;
  if (isLanguage(chosen) && chosen !== currentLanguage()) void chooseLanguage(chosen);
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
      notify('green', translateMessage(data.message));
      void navigate('/');
    },
    onError: (error) => {
      // The header is on the landing page's first load, which must not carry zod; the spec's
      // wording is fetched here instead. The shell preloads it for signed-in accounts, so this
      // resolves from memory even when the failure is a lost connection.
      void import('./account-messages')
        .then(({ USER_MESSAGES }) => errorMessage(error, USER_MESSAGES.logoutFailed))
        .catch(() => error.message)
        .then((message) => notify('red', message));
    },
  });
}
