import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  dietApi,
  type ConsultationInput,
  type DoshaAnswers,
  type ReminderInput,
  type ScheduleInput,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { callEndpoint, useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';

interface Changed {
  message: string;
}
const said = (answer: Changed) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export const useSchedule = () => useEndpoint(dietApi.schedule, {});

export const useSaveSchedule = () =>
  useEndpointMutation(dietApi.saveSchedule, {
    toCall: (body: ScheduleInput) => ({ body }),
    stale: [dietApi.schedule],
    onSuccess: said,
  });

export const useReminders = () =>
  useEndpoint(dietApi.reminders, {}, { select: (answer) => answer.reminders });

/**
 * The spec's Submit: one call per row (POST for a new row, PUT for a saved one); the list is
 * reloaded whether or not every row was saved.
 */
export function useSubmitReminders() {
  const refresh = useRefresh([dietApi.reminders]);
  return useMutation({
    mutationFn: async (rows: { id: string | null; input: ReminderInput }[]) => {
      let last: Changed = { message: '' };
      for (const row of rows) {
        last = row.id
          ? await callEndpoint(dietApi.updateReminder, { params: { id: row.id }, body: row.input })
          : await callEndpoint(dietApi.addReminder, { body: row.input });
      }
      return last;
    },
    onSuccess: said,
    onSettled: refresh,
  });
}

export const useRemoveReminder = () =>
  useEndpointMutation(dietApi.removeReminder, {
    toCall: (id: string) => ({ params: { id } }),
    stale: [dietApi.reminders],
    onSuccess: said,
  });

export const useConsultants = (page: number) =>
  useEndpoint(dietApi.consultants.list, { query: { page } }, { keepPrevious: true });

export const usePastConsultations = () =>
  useEndpoint(dietApi.consultations, {}, { select: (answer) => answer.consultations });

export const useConsultationQuery = () =>
  useEndpointMutation(dietApi.consult, {
    toCall: (body: ConsultationInput) => ({ body }),
    stale: [dietApi.consultations],
    onSuccess: said,
  });

export const useDosha = () => useEndpoint(dietApi.dosha, {}, { select: (answer) => answer.result });

export const useSaveDosha = () =>
  useEndpointMutation(dietApi.saveDosha, {
    toCall: (answers: DoshaAnswers) => ({ body: { answers } }),
    stale: [dietApi.dosha],
    onSuccess: said,
  });
