import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  Consultant,
  Consultation,
  ConsultationInput,
  DoshaAnswers,
  DoshaResult,
  PageInfo,
  Reminder,
  ReminderInput,
  ScheduleDay,
  ScheduleInput,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { queryString } from '../../lib/query-string';

interface Changed {
  message: string;
}
const DIET = 'diet';
const said = (answer: Changed) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export function useSchedule() {
  return useQuery({
    queryKey: [DIET, 'schedule'],
    queryFn: () => apiGet<ScheduleDay[]>('/schedules'),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => apiSend<Changed>('POST', '/schedules', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [DIET, 'schedule'] });
    },
  });
}

export function useReminders() {
  return useQuery({
    queryKey: [DIET, 'reminders'],
    queryFn: async () => (await apiGet<{ reminders: Reminder[] }>('/reminders')).reminders,
  });
}

/** The spec's Submit: one call per row (POST for a new row, PUT for a saved one). */
export function useSubmitReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: { id: string | null; input: ReminderInput }[]) => {
      let last: Changed = { message: '' };
      for (const row of rows) {
        last = row.id
          ? await apiSend<Changed>('PUT', `/reminders/${row.id}`, row.input)
          : await apiSend<Changed>('POST', '/reminders', row.input);
      }
      return last;
    },
    onSuccess: said,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DIET, 'reminders'] }),
  });
}

export function useRemoveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<Changed>('DELETE', `/reminders/${id}`),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [DIET, 'reminders'] });
    },
  });
}

export function useConsultants(page: number) {
  return useQuery({
    queryKey: [DIET, 'consultants', page],
    queryFn: () =>
      apiGet<{ consultants: Consultant[] } & PageInfo>(`/consultants${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export function usePastConsultations() {
  return useQuery({
    queryKey: [DIET, 'consultations'],
    queryFn: async () =>
      (await apiGet<{ consultations: Consultation[] }>('/consultations')).consultations,
  });
}

export function useConsultationQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsultationInput) =>
      apiSend<Changed & { consultants: Consultant[] }>('POST', '/consultations', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [DIET, 'consultations'] });
    },
  });
}

export function useDosha() {
  return useQuery({
    queryKey: [DIET, 'dosha'],
    queryFn: async () => (await apiGet<{ result: DoshaResult | null }>('/dosha')).result,
  });
}

export function useSaveDosha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: DoshaAnswers) =>
      apiSend<Changed & { result: DoshaResult }>('PUT', '/dosha', { answers }),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [DIET, 'dosha'] });
    },
  });
}
