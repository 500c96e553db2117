import { z } from 'zod';
import { idSchema, messageResponseSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { platformList } from '../common/platform-list';
import {
  consultantInputSchema,
  consultantSchema,
  consultationInputSchema,
  consultationSchema,
} from './consultants';
import {
  reminderInputSchema,
  reminderSchema,
  scheduleDaySchema,
  scheduleInputSchema,
} from './diet';
import { doshaAnswersSchema, doshaResultSchema } from './dosha';
import { dietHomeSchema } from './home';

const idParams = z.object({ id: idSchema });
const reminderChanged = messageResponseSchema.extend({ reminder: reminderSchema });
const doshaAnswer = z.object({ success: z.literal(true), result: doshaResultSchema.nullable() });

/** The diet pages: everything but the consultants is the signed-in student's own. */
export const dietApi = {
  /** The dashboard's home: today's timetable, the next reminder, the dosha and the queries. */
  home: endpoint({ method: 'GET', path: '/diet/home', access: 'user', answer: dietHomeSchema }),
  /** The spec's read shape: [{day, timeSlots[{start, activity}]}] (the end travels too). */
  schedule: endpoint({
    method: 'GET',
    path: '/schedules',
    access: 'user',
    answer: z.array(scheduleDaySchema),
  }),
  saveSchedule: endpoint({
    method: 'POST',
    path: '/schedules',
    access: 'user',
    body: scheduleInputSchema,
    answer: messageResponseSchema,
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/reminders',
    access: 'user',
    answer: z.object({ success: z.literal(true), reminders: z.array(reminderSchema) }),
  }),
  addReminder: endpoint({
    method: 'POST',
    path: '/reminders',
    access: 'user',
    body: reminderInputSchema,
    answer: reminderChanged,
    status: 201,
  }),
  updateReminder: endpoint({
    method: 'PUT',
    path: '/reminders/:id',
    access: 'user',
    params: idParams,
    body: reminderInputSchema,
    answer: reminderChanged,
  }),
  removeReminder: endpoint({
    method: 'DELETE',
    path: '/reminders/:id',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
  consultants: platformList({
    path: '/consultants',
    keys: { list: 'consultants', item: 'consultant' },
    input: consultantInputSchema,
    item: consultantSchema,
    query: pageQuerySchema,
  }),
  /** A query is saved, and answered with the consultants that match it. */
  consult: endpoint({
    method: 'POST',
    path: '/consultations',
    access: 'user',
    body: consultationInputSchema,
    answer: messageResponseSchema.extend({
      consultation: consultationSchema,
      consultants: z.array(consultantSchema),
    }),
    status: 201,
  }),
  consultations: endpoint({
    method: 'GET',
    path: '/consultations',
    access: 'user',
    answer: z.object({ success: z.literal(true), consultations: z.array(consultationSchema) }),
  }),
  dosha: endpoint({ method: 'GET', path: '/dosha', access: 'user', answer: doshaAnswer }),
  saveDosha: endpoint({
    method: 'PUT',
    path: '/dosha',
    access: 'user',
    body: doshaAnswersSchema,
    answer: doshaAnswer.extend({ message: z.string() }),
  }),
};
