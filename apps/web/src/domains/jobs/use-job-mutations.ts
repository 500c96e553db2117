import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../i18n';
import { apiSend } from '../../lib/api';
import { JOBS_RESOURCE, type JobDraft } from './admin-jobs-shared';

/** Posting, editing, closing and deleting a job; every answer shown in the chosen language. */
export function useJobMutations() {
  const queryClient = useQueryClient();
  const settle = async (answer: { message: string }) => {
    notifications.show({ color: 'green', message: translateMessage(answer.message) });
    await queryClient.invalidateQueries({ queryKey: ['resource', JOBS_RESOURCE.path] });
  };
  const create = useMutation({
    mutationFn: (input: JobDraft) =>
      apiSend<{ message: string }>('POST', JOBS_RESOURCE.path, input),
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobDraft }) =>
      apiSend<{ message: string }>('PUT', `${JOBS_RESOURCE.path}/${id}`, input),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiSend<{ message: string }>('DELETE', `${JOBS_RESOURCE.path}/${id}`),
    onSuccess: settle,
  });
  return { create, update, remove };
}
