import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from './index';

const RESET_URL = `http://localhost:3000/reset-password/${'0123456789abcdef'.repeat(4)}`;
const MESSAGE = {
  to: 'new.user+test@example.com',
  subject: 'Reset your Vedann password',
  text: `Hei Åse,\n\nOpen this link within one hour to choose a new password:\n\n${RESET_URL}\n\nIf you did not ask for this, ignore this e-mail.\n`,
  html: `<p>Open <a href="${RESET_URL}">this link</a> to choose a new password.</p>`,
};

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
const makeTempDir = async (): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vedann-mail-'));
  tempDirs.push(dir);
  return dir;
};

describe('outbox mailer', () => {
  it.each([
    ['with an HTML part', MESSAGE],
    ['as plain text only', { ...MESSAGE, html: undefined }],
  ])('writes one readable .eml file %s and logs where', async (_name, message) => {
    const dataDir = await makeTempDir();
    const logged: { obj: object; msg: string }[] = [];
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), {
      info: (obj, msg) => logged.push({ obj, msg }),
    });
    expect(mailer.kind).toBe('outbox');

    await mailer.send(message);
    mailer.close();

    const outbox = path.join(dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const [name = ''] = files;
    expect(name).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-new\.user_test@example\.com\.eml$/,
    );

    const lines = (await readFile(path.join(outbox, name), 'utf8')).split('\n');
    expect(lines).toContain('To: new.user+test@example.com');
    expect(lines).toContain('Subject: Reset your Vedann password');
    expect(lines).toContain('From: Vedann <no-reply@vedann.local>');
    expect(lines).toContain(RESET_URL);
    expect(lines).toContain('Hei Åse,');
    expect(lines).toContain('Content-Transfer-Encoding: 8bit');

    expect(logged).toEqual([
      {
        obj: { to: MESSAGE.to, subject: MESSAGE.subject, file: path.join(outbox, name) },
        msg: 'E-mail written to outbox',
      },
    ]);
  });

  it('keeps every message to one person sent in the same moment, in the order sent', async () => {
    const dataDir = await makeTempDir();
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), { info: () => undefined });
    const subjects = Array.from({ length: 20 }, (_, n) => `Reminder ${n + 1}`);
    // The clock stands still: every message is sent in the same millisecond.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T04:30:00.000Z') });
    try {
      for (const subject of subjects) await mailer.send({ ...MESSAGE, html: undefined, subject });
    } finally {
      vi.useRealTimers();
    }
    const outbox = path.join(dataDir, 'outbox');
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(20);
    const sentSubjects = await Promise.all(
      files.map(async (name) =>
        (await readFile(path.join(outbox, name), 'utf8'))
          .split('\n')
          .find((line) => line.startsWith('Subject: ')),
      ),
    );
    expect(sentSubjects).toEqual(subjects.map((subject) => `Subject: ${subject}`));
  });
});

describe('smtp mailer', () => {
  const received: { rcptTo: string[]; raw: string }[] = [];
  /** Replies the server gives to the next recipients, in order, before it accepts again. */
  const refusals: number[] = [];
  let recipientsTried = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      recipientsTried += 1;
      const code = refusals.shift();
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`refused for the test (${code})`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    received.length = 0;
    refusals.length = 0;
    recipientsTried = 0;
  });
  const smtpMailer = async () =>
    createMailer(
      loadConfig({ DATA_DIR: await makeTempDir(), SMTP_URL: `smtp://127.0.0.1:${port}` }),
      { info: () => undefined },
      [10, 10],
    );

  it('tries a message again while the server says "not now", up to three times in all', async () => {
    const mailer = await smtpMailer();
    try {
      refusals.push(421, 451);
      await mailer.send(MESSAGE);
      expect(recipientsTried).toBe(3);
      expect(received).toHaveLength(1);

      refusals.push(421, 421, 421);
      await expect(mailer.send(MESSAGE)).rejects.toMatchObject({ responseCode: 421 });
      expect(recipientsTried).toBe(6);
      expect(received).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });

  it('does not try again a message the server refused for good', async () => {
    const mailer = await smtpMailer();
    try {
      refusals.push(550);
      await expect(mailer.send(MESSAGE)).rejects.toMatchObject({ responseCode: 550 });
      expect(recipientsTried).toBe(1);
      expect(received).toHaveLength(0);
    } finally {
      mailer.close();
    }
  });

  it('delivers the message to the SMTP server from SMTP_URL', async () => {
    const mailer = createMailer(
      loadConfig({ DATA_DIR: await makeTempDir(), SMTP_URL: `smtp://127.0.0.1:${port}` }),
      { info: () => undefined },
    );
    expect(mailer.kind).toBe('smtp');
    try {
      await mailer.send(MESSAGE);
    } finally {
      mailer.close();
    }

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.rcptTo).toEqual([MESSAGE.to]);
    expect(mail?.raw).toMatch(/^To: new\.user\+test@example\.com\r$/m);
    expect(mail?.raw).toMatch(/^Subject: Reset your Vedann password\r$/m);
    // On the wire the text part may be quoted-printable; undo soft line breaks and escapes.
    const decoded = Buffer.from(
      (mail?.raw ?? '')
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(decoded).toContain('Hei Åse,');
    expect(decoded).toContain('Open this link within one hour to choose a new password:');
    expect(decoded).toContain(RESET_URL);
  });
});
