import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_MESSAGES, type LostMatch, type LostReport } from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { multipartBody, pngBytes } from '../../test/files';
import { lostMatches } from './lostfound.table';

const execFileAsync = promisify(execFile);

let t: TestApp;
let owner: TestUser;
let finder: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  finder = await t.signUp();
  other = await t.signUp();
});
afterAll(async () => t.close());

const png = { field: 'image', name: 'photo.png', type: 'image/png', data: pngBytes() };

function post(path: string, user: TestUser, fields: Record<string, string>, withFile = true) {
  const { body, contentType } = multipartBody(fields, withFile ? png : undefined);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${user.token}`,
    },
    payload: body,
  });
}

const FOUND_ANIMALS = '/api/v1/lostnfound/found/animals';

const lostDog = {
  lostLocation: 'Aundh Pune',
  lostDate: '2026-11-10',
  name: 'Sultan',
  kingdom: 'Animalia',
  class: 'Mammalia',
  family: 'Canidae',
  bodyColor: 'Golden brown',
  gender: 'Male',
  height: '55',
  weight: '28.5',
  guardianName: 'Meera Joshi',
  guardianPhone: '9822001122',
  guardianAddress: '4 Parihar Chowk Aundh',
  address: '4 Parihar Chowk',
};
const foundDog = {
  foundLocation: 'Wakad Pune',
  foundDate: '2026-11-12',
  kingdom: 'Animalia',
  family: 'Canidae',
  bodyColor: 'Golden',
  gender: 'Male',
  remarks: 'Friendly brown dog with a red collar',
};

const mailsTo = (email: string) =>
  readOutbox(t.dataDir).filter(
    (mail) => mail.includes(`To: ${email}`) && mail.includes('A possible match'),
  );

async function matchesOf(user: TestUser): Promise<LostMatch[]> {
  const res = await t.request('GET', '/api/v1/lostnfound/matches', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ matches: LostMatch[] }>().matches;
}

describe('found reports', () => {
  it('stores a found animal with its photo and place, listed apart from the lost ones', async () => {
    const res = await post(FOUND_ANIMALS, finder, { ...foundDog, foundLocation: 'Kothrud Pune' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: LOST_MESSAGES.submitted,
      report: { direction: 'found', kind: 'animal', city: 'Pune', foundLocation: 'Kothrud Pune' },
    });
    const id: string = res.json().report._id;
    const found = await t.request('GET', `${FOUND_ANIMALS}?near=Pune`, { token: other.token });
    expect(found.json<{ reports: LostReport[] }>().reports.map((r) => r._id)).toContain(id);
    // The spec's lost list does not show it.
    const lost = await t.request('GET', '/api/animals?limit=100', { token: other.token });
    expect(lost.json<{ animals: LostReport[] }>().animals.map((r) => r._id)).not.toContain(id);
    // Nor does a found form take guardian fields: they are not among its fields.
    const one = await t.request('GET', `/api/v1/lostnfound/reports/${id}`, { token: other.token });
    expect(one.json().report).not.toHaveProperty('guardianPhone');
    expect(one.json().report.remarks).toBe(foundDog.remarks);
  });

  it('checks the found fields and the photo by its content', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ foundLocation: '' }, LOST_MESSAGES.foundLocationRequired],
      [{ foundLocation: 'Pune, Baner' }, 'Found location must contain only letters and spaces.'],
      [{ foundDate: '' }, LOST_MESSAGES.foundDateRequired],
      [{ foundDate: '2026-02-30' }, LOST_MESSAGES.foundDateInvalid],
      [{ foundTime: '7pm' }, LOST_MESSAGES.foundTimeInvalid],
      [{ weight: '28kg' }, 'Weight must be a number (decimals allowed).'],
    ];
    for (const [override, message] of cases) {
      const res = await post(FOUND_ANIMALS, finder, { ...foundDog, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await post(FOUND_ANIMALS, finder, foundDog, false)).json().message).toBe(
      LOST_MESSAGES.imageMissing,
    );
    const { body, contentType } = multipartBody(foundDog, {
      ...png,
      data: Buffer.from('<svg>not an image</svg>'),
    });
    const fake = await t.app.inject({
      method: 'POST',
      url: FOUND_ANIMALS,
      headers: {
        'content-type': contentType,
        'x-requested-with': 'XMLHttpRequest',
        authorization: `Bearer ${finder.token}`,
      },
      payload: body,
    });
    expect(fake.statusCode).toBe(415);
    const material = await post('/api/v1/lostnfound/found/materials', finder, {
      foundLocation: 'Andheri, Mumbai 400053',
      foundDate: '2026-11-03',
      materialType: 'Wallet',
    });
    expect(material.json().report).toMatchObject({ city: 'Mumbai', direction: 'found' });
  });
});

describe('matching a lost and a found report', () => {
  let lostId: string;
  let foundId: string;

  it('records a match and e-mails both authors once, whichever report came first', async () => {
    const ownerMailsBefore = mailsTo(owner.email).length;
    const lost = await post('/api/animals', owner, lostDog);
    expect(lost.statusCode).toBe(201);
    lostId = lost.json().animal._id;
    // The found dog of the first test (Kothrud, Pune, two days later) is already a match.
    expect(lost.json().matches).toBe(1);

    const found = await post(FOUND_ANIMALS, finder, foundDog);
    expect(found.statusCode).toBe(201);
    foundId = found.json().report._id;
    expect(found.json().matches).toBe(1);

    const ownerMatches = await matchesOf(owner);
    expect(ownerMatches).toHaveLength(2);
    const pair = ownerMatches.find((m) => m.other._id === foundId);
    expect(pair).toMatchObject({
      mine: { _id: lostId, direction: 'lost', title: 'Sultan' },
      other: { direction: 'found', foundLocation: 'Wakad Pune', city: 'Pune' },
      words: ['brown', 'canidae', 'golden'],
      distanceKm: 0,
    });
    const finderMatches = await matchesOf(finder);
    expect(finderMatches.find((m) => m.mine._id === foundId)).toMatchObject({
      other: { _id: lostId, name: 'Sultan', guardianPhone: '+919822001122' },
    });
    expect(await matchesOf(other)).toEqual([]);

    const toOwner = mailsTo(owner.email);
    expect(toOwner).toHaveLength(ownerMailsBefore + 2);
    expect(toOwner.at(-1)).toContain('Subject: A possible match for your report: Sultan');
    expect(mailsTo(finder.email).length).toBeGreaterThanOrEqual(2);
  });

  it('never records or mails the same pair twice', async () => {
    const before = readOutbox(t.dataDir).length;
    const rows = await t.database.db
      .select()
      .from(lostMatches)
      .where(eq(lostMatches.foundReportId, foundId));
    expect(rows).toHaveLength(1);
    // The same pair again is refused by the unique index, so no second mail can follow it.
    await expect(
      t.database.db.insert(lostMatches).values({
        lostReportId: lostId,
        foundReportId: foundId,
        lostAuthorId: owner.user._id,
        foundAuthorId: finder.user._id,
        words: 'x',
        distanceKm: 0,
      }),
    ).rejects.toThrow();
    // A new unrelated report matches nothing and mails no one.
    const unrelated = await post(FOUND_ANIMALS, other, {
      ...foundDog,
      bodyColor: 'Black',
      family: 'Felidae',
      remarks: 'Small cat',
    });
    expect(unrelated.json().matches).toBe(0);
    expect(readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('applies the rule: kind, place, days, gender, words, author, open reports', async () => {
    const base = { ...foundDog, foundDate: '2026-11-12' };
    const none = async (user: TestUser, path: string, fields: Record<string, string>) => {
      const res = await post(path, user, fields);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().matches as number;
    };
    // Too far: Mumbai is ~120 km from Pune.
    expect(await none(other, FOUND_ANIMALS, { ...base, foundLocation: 'Bandra Mumbai' })).toBe(0);
    // Too late (31 days after) and too early (2 days before).
    expect(await none(other, FOUND_ANIMALS, { ...base, foundDate: '2026-12-11' })).toBe(0);
    expect(await none(other, FOUND_ANIMALS, { ...base, foundDate: '2026-11-08' })).toBe(0);
    // The edges hold: 30 days after, one day before.
    expect(await none(other, FOUND_ANIMALS, { ...base, foundDate: '2026-12-10' })).toBeGreaterThan(
      0,
    );
    expect(await none(other, FOUND_ANIMALS, { ...base, foundDate: '2026-11-09' })).toBeGreaterThan(
      0,
    );
    // Another gender, or one word only in common.
    expect(await none(other, FOUND_ANIMALS, { ...base, gender: 'Female' })).toBe(0);
    expect(await none(other, FOUND_ANIMALS, { ...base, bodyColor: 'White', remarks: '' })).toBe(0);
    // A place the gazetteer does not know is never matched.
    expect(await none(other, FOUND_ANIMALS, { ...base, foundLocation: 'Some Village' })).toBe(0);
    // Another kind: a found human with the same words.
    expect(
      await none(other, '/api/v1/lostnfound/found/humans', {
        foundLocation: 'Aundh Pune',
        foundDate: '2026-11-12',
        name: 'Sultan Golden',
        remarks: 'Canidae golden',
      }),
    ).toBe(0);
    // The author's own reports never match each other.
    expect(await none(owner, FOUND_ANIMALS, base)).toBe(0);
    // A resolved lost report takes no new match, and its matches leave the list.
    await t.request('POST', `/api/v1/lostnfound/reports/${lostId}/resolve`, {
      token: owner.token,
    });
    expect(await none(other, FOUND_ANIMALS, base)).toBe(0);
    expect((await matchesOf(finder)).map((m) => m.other._id)).not.toContain(lostId);
  });
});

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `lost-poster-${process.pid}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const { stdout } = await execFileAsync('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('the poster of a lost report', () => {
  it('is a PDF with the photo, details with units and the page link, without the contacts', async () => {
    const lost = await post('/api/animals', owner, { ...lostDog, name: 'Raja', lostTime: '18:45' });
    const id: string = lost.json().animal._id;
    const res = await t.request('GET', `/api/v1/lostnfound/reports/${id}/poster`, {
      token: other.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Lost Raja.pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The photo is embedded as an image.
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const text = await pdfText(pdf);
    expect(text).toContain('LOST: Raja');
    expect(text).toContain('Have you seen this animal?');
    expect(text).toContain('Aundh Pune');
    expect(text).toContain('10 Nov 2026 at 18:45');
    expect(text).toContain('55 cm');
    expect(text).toContain('28.5 kg');
    expect(text).toContain('Golden brown');
    expect(text).toContain(`/lostnfound/report/${id}`);
    for (const secret of ['9822001122', 'Meera Joshi', 'Parihar Chowk'])
      expect(text).not.toContain(secret);

    // Signed out: no poster; a found report has none; an unknown id is 404.
    expect((await t.request('GET', `/api/v1/lostnfound/reports/${id}/poster`)).statusCode).toBe(
      401,
    );
    const found = await post(FOUND_ANIMALS, finder, { ...foundDog, bodyColor: 'Grey' });
    const foundPoster = await t.request(
      'GET',
      `/api/v1/lostnfound/reports/${found.json().report._id}/poster`,
      { token: owner.token },
    );
    expect(foundPoster.json()).toEqual({ success: false, message: LOST_MESSAGES.posterLostOnly });
    const missing = await t.request(
      'GET',
      '/api/v1/lostnfound/reports/0123456789abcdef01234567/poster',
      { token: owner.token },
    );
    expect(missing.statusCode).toBe(404);
  });
});
