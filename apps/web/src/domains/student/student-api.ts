import { notifications } from '@mantine/notifications';
import type { AnswerOf, Endpoint, PageInfo } from '@vedann/contracts';
import { studentApi } from '@vedann/contracts';
import type { z } from 'zod';
import { translateMessage } from '../../i18n';
import { useCurrentUser } from '../../lib/auth';
import { useEndpoint, type CallOf } from '../../lib/endpoint';
import type { ListParams } from '../../lib/resource';

/** A paged list's endpoint: its answer carries the page, its query the page asked for. */
export type PagedEndpoint = Endpoint<z.ZodType<PageInfo>, undefined, z.ZodObject, undefined>;

/**
 * One page of a public list, its rows picked from the answer; the page stays on screen while
 * the next one loads.
 */
export function usePage<E extends PagedEndpoint, Row>(
  list: E,
  rowsOf: (answer: AnswerOf<E>) => Row[],
  query: ListParams,
  options: { enabled?: boolean } = {},
) {
  // Every such list takes its filters, page and limit as its query.
  const call = { query } as CallOf<E>;
  return useEndpoint(list, call, {
    keepPrevious: true,
    enabled: options.enabled ?? true,
    select: (answer) => {
      const { page, limit, total, totalPages } = answer;
      return { rows: rowsOf(answer), page: { page, limit, total, totalPages } };
    },
  });
}

/** A change's message, shown once the lists it changed are reloaded. */
export const said = (answer: { message: string }) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

/** The exams the signed-in student follows; `dueWithin` keeps those closing within so many days. */
export function useFollowedExams(dueWithin?: number) {
  const { data: user } = useCurrentUser();
  return useEndpoint(
    studentApi.exams.followed,
    { query: { dueWithin } },
    { enabled: Boolean(user) },
  );
}
