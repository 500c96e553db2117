import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ExamDeadline, PageInfo, PublicEvent } from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import type { ListParams } from '../../lib/resource';

export const STUDENT_QUERY_KEY = 'student';

export function withQuery(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of a public list (`{success, <listKey>: rows, page, limit, total, totalPages}`). */
export function usePublicList<Row>(
  path: string,
  listKey: string,
  params: ListParams,
  options: { enabled?: boolean } = {},
) {
  const { data: user } = useCurrentUser();
  return useQuery({
    // The viewer is part of the key: answers differ for signed-in viewers (contacts, interest).
    queryKey: [STUDENT_QUERY_KEY, path, user?._id ?? null, params],
    queryFn: async () => {
      const answer = await apiGet<Record<string, unknown> & PageInfo>(withQuery(path, params));
      const { page, limit, total, totalPages } = answer;
      return { rows: answer[listKey] as Row[], page: { page, limit, total, totalPages } };
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

interface Answer {
  success: true;
  message: string;
}

/** A change that shows the server's message and reloads every list of the area. */
export function useStudentChange<Variables, Result extends Answer = Answer>(
  send: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await queryClient.invalidateQueries({ queryKey: [STUDENT_QUERY_KEY] });
    },
  });
}

/** The exams the signed-in student follows; `dueWithin` keeps those closing within so many days. */
export function useFollowedExams(dueWithin?: number) {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [STUDENT_QUERY_KEY, 'followed', user?._id ?? null, dueWithin ?? null],
    queryFn: () =>
      apiGet<{ success: true; exams: ExamDeadline[]; noticeDays: number }>(
        withQuery('/exams/followed', { dueWithin }),
      ),
    enabled: Boolean(user),
  });
}

export const followExam = ({ id, follow }: { id: string; follow: boolean }) =>
  apiSend<Answer>(follow ? 'POST' : 'DELETE', `/exams/${id}/follow`);

export const toggleInterest = ({ id, interested }: { id: string; interested: boolean }) =>
  apiSend<Answer & { interestCount: number; interested: boolean }>(
    interested ? 'POST' : 'DELETE',
    `/events/${id}/interest`,
  );

export type { PublicEvent };
