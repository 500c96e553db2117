import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES, type SavedSearch } from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { createMessageChannels } from '../messages';
import { runReminders } from '../reminders/reminders.service';
import { remindersSent } from '../reminders/reminders.table';
import { JOB_ALERT_KIND, jobAlertReminder } from './job-alerts.reminders';
import { newCompany, postJob } from './jobs-portal.test-support';

/**
 * Job alerts by WhatsApp and SMS (decision 0359): on the channels the search was saved with, to
 * the account's phone in its language, once a day per channel; e-mail alone by default.
 */
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let recruiter: TestUser;

const save = (user: TestUser, body: object) =>
  t.request('POST', '/api/v1/job-searches', { token: user.token, body });
const run = (today: string) =>
  runReminders({
    db: t.database.db,
    mailer: t.deps.mailer,
    kinds: [jobAlertReminder],
    today,
    publicUrl: 'https://vedann.example',
    providers: createMessageChannels(t.config),
  });
const whatsAppTo = (phone: string) =>
  fake.calls.filter((call) => call.path.endsWith('/messages') && call.body.to === phone);
const alertMails = (email: string) =>
  readOutbox(t.dataDir).filter(
    (mail) => mail.includes(`To: ${email}`) && mail.includes('New jobs matching'),
  );

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(
      fake.url,
      'vedann_job_alert_en=flow-job-en,vedann_job_alert_hi=flow-job-hi',
    ),
  });
  recruiter = await t.signUp({ role: 'recruiter' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('job alerts on WhatsApp and SMS', () => {
  it('are saved with the search, at least one channel', async () => {
    const student = await t.signUp();
    const none = await save(student, {
      name: 'Nowhere',
      query: 'location=Pune',
      alertChannels: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.channels);
    const odd = await save(student, {
      name: 'Pigeon',
      query: 'location=Pune',
      alertChannels: ['pigeon'],
    });
    expect(odd.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.channels);
    const plain = await save(student, { name: 'Pune', query: 'location=Pune' });
    expect(plain.json<{ search: SavedSearch }>().search.alertChannels).toEqual(['email']);
  });

  it('go to the account’s phone in its language, once a day, and no e-mail unless chosen', async () => {
    const company = await newCompany(t, recruiter, 'Orbita Systems');
    const hindi = await t.signUp();
    const language = await t.request('PUT', '/api/v1/user/language', {
      token: hindi.token,
      body: { language: 'hi' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const saved = await save(hindi, {
      name: 'Orbita',
      query: 'keyword=orbita',
      alertChannels: ['sms', 'whatsapp'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { message, search } = saved.json<{ message: string; search: SavedSearch }>();
    expect(message).toBe(SAVED_SEARCH_MESSAGES.savedChannels);
    expect(search.alertChannels).toEqual(['whatsapp', 'sms']);
    const emailed = await t.signUp();
    expect((await save(emailed, { name: 'Orbita', query: 'keyword=orbita' })).statusCode).toBe(201);

    await postJob(t, recruiter, company, { title: 'Orbita Analyst', location: 'Pune' });
    await run('2031-03-02');
    await run('2031-03-02');

    const sent = async (user: TestUser) => {
      const rows = await t.database.db
        .select({ channel: remindersSent.channel, status: remindersSent.status })
        .from(remindersSent)
        .where(
          and(eq(remindersSent.kind, JOB_ALERT_KIND), eq(remindersSent.person, user.user._id)),
        );
      return rows.map((row) => `${row.channel}:${row.status}`).sort();
    };
    expect(await sent(hindi)).toEqual(['sms:sent', 'whatsapp:sent']);
    expect(await sent(emailed)).toEqual(['email:sent']);
    expect(alertMails(hindi.email)).toHaveLength(0);
    expect(alertMails(emailed.email)).toHaveLength(1);

    // Both accounts have the harness's phone; only the one who chose WhatsApp gets it.
    const whatsapp = whatsAppTo('919876543210').filter(
      (call) => (call.body.template as { name: string }).name === 'vedann_job_alert',
    );
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]?.body).toMatchObject({
      template: {
        name: 'vedann_job_alert',
        language: { code: 'hi' },
        components: [
          {
            parameters: [
              { text: hindi.user.fullname },
              { text: '1' },
              { text: 'Orbita' },
              { text: 'Orbita Analyst, Orbita Systems' },
              { text: 'https://vedann.example/jobs?keyword=orbita' },
            ],
          },
        ],
      },
    });
    const sms = fake.calls.filter((call) => call.body.template_id === 'flow-job-hi');
    expect(sms).toHaveLength(1);
  });
});
