import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import {
  CONSULTANT_MESSAGES,
  CONSULTATION_FEE_MAX,
  DIET_MESSAGES,
  DOSHA_MESSAGES,
  PAN_INDIA,
  dietApi,
  scoreDosha,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { servePlatformResource } from '../../http/platform-resource-routes';
import { registerDietHomeRoute } from './diet-home';
import {
  consultants,
  consultations,
  dietReminders,
  dietSchedules,
  doshaResults,
} from './diet.table';

const tags = ['diet'];

const toReminder = (row: typeof dietReminders.$inferSelect) => ({
  _id: row.id,
  serialNo: row.serialNo,
  ringTime: row.ringTime,
  remark: row.remark,
});
const toConsultant = (row: typeof consultants.$inferSelect) => ({
  _id: row.id,
  organisation: row.organisation,
  doctor: row.doctor,
  location: row.location,
  pincode: row.pincode,
  contactNumber: row.contactNumber,
  website: row.website,
  type: row.type,
  fee: Number(row.fee),
});

/** Everything here is the signed-in student's own: every query is scoped by their account. */
export function registerDietRoutes(ctx: AppContext): void {
  registerScheduleRoutes(ctx);
  registerReminderRoutes(ctx);
  registerConsultantRoutes(ctx);
  registerDoshaRoutes(ctx);
  registerDietHomeRoute(ctx);
}

function registerScheduleRoutes({ app, db }: AppContext): void {
  // The spec's read shape: [{day, timeSlots[{start, activity}]}] (the end travels too).
  app.route({
    ...routeOf(dietApi.schedule, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(dietSchedules)
        .where(eq(dietSchedules.userId, currentUser(request).id));
      return (row?.days ?? []).map((day) => ({ day: day.day, timeSlots: day.slots }));
    },
  });

  app.route({
    ...routeOf(dietApi.saveSchedule, tags),
    handler: async (request) => {
      const { name, days } = request.body;
      await db
        .insert(dietSchedules)
        .values({ userId: currentUser(request).id, name, days })
        .onConflictDoUpdate({ target: dietSchedules.userId, set: { name, days } });
      return { success: true as const, message: DIET_MESSAGES.scheduleSaved };
    },
  });
}

function registerReminderRoutes({ app, db }: AppContext): void {
  const mine = (request: { params: { id: string } }, userId: string) =>
    and(eq(dietReminders.id, request.params.id), eq(dietReminders.userId, userId));

  app.route({
    ...routeOf(dietApi.reminders, tags),
    handler: async (request) => {
      const rows = await db
        .select()
        .from(dietReminders)
        .where(eq(dietReminders.userId, currentUser(request).id))
        .orderBy(asc(dietReminders.serialNo), asc(dietReminders.id))
        .limit(100);
      return { success: true as const, reminders: rows.map(toReminder) };
    },
  });

  app.route({
    ...routeOf(dietApi.addReminder, tags),
    handler: async (request, reply) => {
      const [row] = await db
        .insert(dietReminders)
        .values({ ...request.body, userId: currentUser(request).id })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({
        success: true as const,
        message: DIET_MESSAGES.reminderSaved,
        reminder: toReminder(row),
      });
    },
  });

  app.route({
    ...routeOf(dietApi.updateReminder, tags),
    handler: async (request) => {
      const [row] = await db
        .update(dietReminders)
        .set(request.body)
        .where(mine(request, currentUser(request).id))
        .returning();
      if (!row) throw notFound(DIET_MESSAGES.reminderNotFound);
      return {
        success: true as const,
        message: DIET_MESSAGES.reminderSaved,
        reminder: toReminder(row),
      };
    },
  });

  app.route({
    ...routeOf(dietApi.removeReminder, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(dietReminders)
        .where(mine(request, currentUser(request).id))
        .returning({ id: dietReminders.id });
      if (!row) throw notFound(DIET_MESSAGES.reminderNotFound);
      return { success: true as const, message: DIET_MESSAGES.reminderRemoved };
    },
  });
}

/** The consultants' list, and the queries that find them. */
function registerConsultantRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  servePlatformResource(ctx, dietApi.consultants, {
    table: consultants,
    toRow: (input) => ({ ...input, fee: input.fee.toFixed(2) }),
    toItem: toConsultant,
    messages: {
      created: CONSULTANT_MESSAGES.created,
      updated: CONSULTANT_MESSAGES.updated,
      removed: CONSULTANT_MESSAGES.removed,
      notFound: CONSULTANT_MESSAGES.notFound,
    },
    search: [consultants.organisation, consultants.doctor, consultants.location],
    orderBy: [asc(consultants.organisation)],
    tags,
  });

  // A query is saved, and answered with the consultants that match it: of that type, within the
  // fee (the slider's top, ∞, is any fee), and near the pincode — the same pincode first, then
  // the same district (the first three digits), then those who consult online anywhere.
  app.route({
    ...routeOf(dietApi.consult, tags),
    handler: async (request, reply) => {
      const { area, fees, type } = request.body;
      const [saved] = await db
        .insert(consultations)
        .values({ userId: currentUser(request).id, area, fees: fees.toFixed(2), type })
        .returning();
      if (!saved) throw new Error('insert returned no row');
      const near =
        area === PAN_INDIA
          ? undefined
          : or(
              eq(consultants.pincode, ''),
              sql`left(${consultants.pincode}, 3) = ${area.slice(0, 3)}`,
            );
      const rows = await db
        .select()
        .from(consultants)
        .where(
          and(
            eq(consultants.type, type),
            fees >= CONSULTATION_FEE_MAX ? undefined : lte(consultants.fee, fees.toFixed(2)),
            near,
          ),
        )
        .orderBy(
          area === PAN_INDIA
            ? asc(consultants.fee)
            : sql`case when ${consultants.pincode} = ${area} then 0 when ${consultants.pincode} = '' then 2 else 1 end`,
          asc(consultants.fee),
          asc(consultants.id),
        )
        .limit(50);
      return reply.status(201).send({
        success: true as const,
        message: CONSULTANT_MESSAGES.querySaved,
        consultation: {
          _id: saved.id,
          area: saved.area,
          fees: Number(saved.fees),
          type: saved.type,
          createdAt: saved.createdAt.toISOString(),
        },
        consultants: rows.map(toConsultant),
      });
    },
  });

  app.route({
    ...routeOf(dietApi.consultations, tags),
    handler: async (request) => {
      const rows = await db
        .select()
        .from(consultations)
        .where(eq(consultations.userId, currentUser(request).id))
        .orderBy(desc(consultations.id))
        .limit(20);
      return {
        success: true as const,
        consultations: rows.map((row) => ({
          _id: row.id,
          area: row.area,
          fees: Number(row.fees),
          type: row.type,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  });
}

function registerDoshaRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(dietApi.dosha, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(doshaResults)
        .where(eq(doshaResults.userId, currentUser(request).id));
      return {
        success: true as const,
        result: row
          ? { dosha: row.dosha, scores: row.scores, answeredAt: row.answeredAt.toISOString() }
          : null,
      };
    },
  });

  app.route({
    ...routeOf(dietApi.saveDosha, tags),
    handler: async (request) => {
      const { answers } = request.body;
      const { dosha, scores } = scoreDosha(answers);
      const values = { dosha, scores, answers, answeredAt: new Date() };
      const [row] = await db
        .insert(doshaResults)
        .values({ ...values, userId: currentUser(request).id })
        .onConflictDoUpdate({ target: doshaResults.userId, set: values })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return {
        success: true as const,
        message: DOSHA_MESSAGES.saved,
        result: { dosha: row.dosha, scores: row.scores, answeredAt: row.answeredAt.toISOString() },
      };
    },
  });
}
