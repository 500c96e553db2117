import { z } from 'zod';
import { todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { createMessageChannels } from '../messages';
import { runReminders } from './reminders.service';

const runBody = z
  .object({
    /** Run one kind only; every kind when left out. */
    kind: z.string().trim().min(1).max(60).optional(),
  })
  .default({});

const resultSchema = z.object({
  kind: z.string(),
  due: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  error: z.string().optional(),
});

/** Platform administrators run the reminder job by hand (and tests do, instead of the timer). */
export function registerReminderRoutes({
  app,
  db,
  mailer,
  reminderKinds,
  config,
}: AppContext): void {
  const providers = createMessageChannels(config);
  app.post(
    '/api/v1/admin/reminders/run',
    {
      config: { access: 'platform-admin' },
      schema: {
        tags: ['reminders'],
        body: runBody,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            results: z.array(resultSchema),
          }),
        },
      },
    },
    async (request) => {
      const { kind } = request.body;
      const kinds = kind ? reminderKinds.filter((k) => k.name === kind) : reminderKinds;
      if (kind && kinds.length === 0) throw notFound('No reminder of that kind.');
      const results = await runReminders({
        db,
        mailer,
        kinds,
        today: todayInIndia(),
        log: request.log,
        publicUrl: config.publicUrl,
        providers,
      });
      return { success: true as const, message: 'Reminders run.', results };
    },
  );
}
