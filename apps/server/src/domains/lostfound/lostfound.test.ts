import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_MESSAGES, type LostReport } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { pngBytes } from '../../test/files';
import { animalFields, humanFields, materialFields, png, post } from './lostfound.test-support';

let t: TestApp;
let reporter: TestUser;
let finder: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.signUp();
  finder = await t.signUp();
  stranger = await t.signUp();
});
afterAll(async () => t.close());

describe('lost-and-found reports', () => {
  it('needs a signed-in account for every list and form', async () => {
    for (const path of ['/api/humans', '/api/animals', '/api/materials']) {
      expect((await t.request('GET', path)).statusCode).toBe(401);
      expect((await post(t, path, undefined, humanFields)).statusCode).toBe(401);
    }
  });

  it('stores a human report with its photo and lists it with every field', async () => {
    const res = await post(t, '/api/humans', reporter, humanFields);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(LOST_MESSAGES.submitted);
    const list = await t.request('GET', '/api/humans', { token: finder.token });
    const body = list.json<{ success: boolean; humanBeings: LostReport[]; total: number }>();
    expect(body.success).toBe(true);
    const found = body.humanBeings.find((r) => r.name === 'Ravi Kumar');
    // The guardian's mobile is kept in E.164 (decision 0359).
    expect(found).toMatchObject({
      ...humanFields,
      guardianPhone: '+919876543210',
      city: 'Pune',
      isMine: false,
      resolved: false,
    });
    expect(found?.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    // The photo is for signed-in users only.
    const image = found?.image ?? '';
    expect((await t.request('GET', image)).statusCode).toBe(404);
    const seen = await t.request('GET', image, { token: stranger.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
  });

  it('applies every human field rule on the server', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ lostLocation: 'Pune 411001' }, 'Lost location must contain only letters and spaces.'],
      [{ lostLocation: '' }, LOST_MESSAGES.lostLocationRequired],
      [{ lostDate: '' }, LOST_MESSAGES.lostDateRequired],
      [{ lostDate: '2026-02-30' }, LOST_MESSAGES.lostDateInvalid],
      [{ lostTime: '25:00' }, LOST_MESSAGES.lostTimeInvalid],
      [{ name: 'R2D2' }, 'Name must contain only letters and spaces.'],
      [{ hairColor: 'dark-brown' }, 'Hair color must contain only letters and spaces.'],
      [{ guardianName: 'Sita K.' }, 'Guardian name must contain only letters and spaces.'],
      [{ height: '1.2.3' }, 'Height must be a number (decimals allowed).'],
      [{ weight: '35kg' }, 'Weight must be a number (decimals allowed).'],
      [{ age: '12.5' }, 'Age must contain digits only.'],
      [{ guardianPhone: '987654321' }, LOST_MESSAGES.guardianPhone],
      [{ guardianPhone: '9876543210123456' }, LOST_MESSAGES.guardianPhone],
      [{ guardianPhone: '98765-43210' }, LOST_MESSAGES.guardianPhone],
      [{ gender: 'Unknown' }, LOST_MESSAGES.gender],
    ];
    for (const [override, message] of cases) {
      const res = await post(t, '/api/humans', reporter, { ...humanFields, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    // Empty optional fields are allowed, and a 15-digit phone too.
    const minimal = await post(t, '/api/humans', reporter, {
      lostLocation: 'Pune',
      lostDate: '2026-11-05',
      guardianPhone: '123456789012345',
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json().humanBeing.guardianPhone).toBe('123456789012345');
    // An Indian mobile, typed with its trunk 0 or without, is kept in E.164 (decision 0359).
    for (const typed of ['9822012345', '09822012345']) {
      const mobile = await post(t, '/api/humans', reporter, {
        ...humanFields,
        guardianPhone: typed,
      });
      expect(mobile.statusCode, typed).toBe(201);
      expect(mobile.json().humanBeing.guardianPhone, typed).toBe('+919822012345');
    }
  });

  it('applies every animal field rule on the server', async () => {
    for (const field of [
      'lostLocation',
      'kingdom',
      'phylum',
      'class',
      'order',
      'family',
      'name',
      'guardianName',
    ]) {
      const res = await post(t, '/api/animals', reporter, { ...animalFields, [field]: 'Abc 1' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toMatch(/must contain only letters and spaces\.$/);
    }
    expect(
      (await post(t, '/api/animals', reporter, { ...animalFields, height: 'tall' })).json().message,
    ).toBe('Height must be a number (decimals allowed).');
    expect(
      (await post(t, '/api/animals', reporter, { ...animalFields, age: 'three' })).json().message,
    ).toBe('Age must contain digits only.');
    expect(
      (await post(t, '/api/animals', reporter, { ...animalFields, guardianPhone: '12345' })).json()
        .message,
    ).toBe(LOST_MESSAGES.guardianPhone);
    const ok = await post(t, '/api/animals', reporter, animalFields);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().animal).toMatchObject({
      name: 'Bruno',
      class: 'Mammalia',
      order: 'Carnivora',
    });
  });

  it('has no pattern rules on the material form, but still needs where and when', async () => {
    const ok = await post(t, '/api/materials', reporter, materialFields);
    expect(ok.statusCode).toBe(201);
    // The pincode places it in Mumbai even though the text also says Andheri.
    expect(ok.json().material).toMatchObject({ city: 'Mumbai', height: '40 cm' });
    const missing = await post(t, '/api/materials', reporter, { ...materialFields, lostDate: '' });
    expect(missing.json()).toEqual({ success: false, message: LOST_MESSAGES.lostDateRequired });
  });

  it('requires a real image of at most 2 MB on every form', async () => {
    const noFile = await post(t, '/api/materials', reporter, materialFields, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(LOST_MESSAGES.materialFileMissing);
    const noPhoto = await post(t, '/api/humans', reporter, humanFields, null);
    expect(noPhoto.json().message).toBe(LOST_MESSAGES.imageMissing);
    const json = await t.request('POST', '/api/animals', {
      token: reporter.token,
      body: animalFields,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(LOST_MESSAGES.imageMissing);

    const fake = { ...png, name: 'photo.png', data: Buffer.from('<svg>not really a png</svg>') };
    const wrongType = await post(t, '/api/animals', reporter, animalFields, fake);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(LOST_MESSAGES.imageInvalid);

    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await post(t, '/api/animals', reporter, animalFields, { ...png, data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(LOST_MESSAGES.imageInvalid);
  });
});

describe('Nikat Vastu lists', () => {
  let listUser: TestUser;
  beforeAll(async () => {
    listUser = await t.signUp();
    const reports: Record<string, string>[] = [
      { lostLocation: 'Bandra Mumbai', lostDate: '2026-10-01', name: 'Moti', bodyColor: 'White' },
      {
        lostLocation: 'Connaught Place Delhi',
        lostDate: '2026-10-02',
        name: 'Sheru',
        bodyColor: 'Brown',
      },
      { lostLocation: 'Baner Pune', lostDate: '2026-10-03', name: 'Tommy', bodyColor: 'Spotted' },
      {
        lostLocation: 'Somewhere Unknown',
        lostDate: '2026-10-04',
        name: 'Kalu',
        bodyColor: 'Black',
      },
    ];
    for (const fields of reports)
      expect(
        (await post(t, '/api/animals', listUser, { ...fields, kingdom: 'Zeta' })).statusCode,
      ).toBe(201);
  });

  const names = async (query: string) => {
    const res = await t.request('GET', `/api/animals?${query}`, { token: finder.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ animals: LostReport[] }>().animals.map((r) => r.name);
  };

  it('pages newest first with page, limit, total and totalPages', async () => {
    const res = await t.request('GET', '/api/animals?search=zeta&limit=3', { token: finder.token });
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(body.animals.map((r: LostReport) => r.name)).toEqual(['Kalu', 'Tommy', 'Sheru']);
    expect(await names('search=zeta&limit=3&page=2')).toEqual(['Moti']);
  });

  it('searches by word prefix, filters by location and date', async () => {
    expect(await names('search=spot')).toEqual(['Tommy']);
    expect(await names('search=zeta%20brown')).toEqual(['Sheru']);
    expect(await names('search=%27%26%7C!:*')).toHaveLength(
      await names('').then((all) => all.length),
    );
    expect(await names('search=zeta&location=Delhi')).toEqual(['Sheru']);
    expect(await names('search=zeta&location=bandra')).toEqual(['Moti']);
    expect(await names('search=zeta&date=2026-10-03')).toEqual(['Tommy']);
    expect(await names('search=zeta&from=2026-10-02&to=2026-10-03')).toEqual(['Tommy', 'Sheru']);
    expect(
      (await t.request('GET', '/api/animals?date=03-10-2026', { token: finder.token })).statusCode,
    ).toBe(400);
  });

  it('ranks by distance from a typed city, a pincode or coordinates, unknown places last', async () => {
    expect(await names('search=zeta&near=Nashik')).toEqual(['Moti', 'Tommy', 'Sheru', 'Kalu']);
    expect(await names('search=zeta&near=110001')).toEqual(['Sheru', 'Moti', 'Tommy', 'Kalu']);
    expect(await names('search=zeta&lat=18.6&lng=73.8')).toEqual([
      'Tommy',
      'Moti',
      'Sheru',
      'Kalu',
    ]);
    const res = await t.request('GET', '/api/animals?search=zeta&near=Atlantis', {
      token: finder.token,
    });
    expect(res.json()).toEqual({ success: false, message: LOST_MESSAGES.placeUnknown });
    const withDistance = await t.request('GET', '/api/animals?search=zeta&near=Pune', {
      token: finder.token,
    });
    expect(withDistance.json().animals[0]).toMatchObject({ name: 'Tommy', distanceKm: 0 });

    // Pages of the nearest-first order, one report at a time and three at a time, add up to it.
    const pages: unknown[] = [];
    for (const page of [1, 2, 3, 4])
      pages.push(...(await names(`search=zeta&near=Nashik&limit=1&page=${page}`)));
    expect(pages).toEqual(['Moti', 'Tommy', 'Sheru', 'Kalu']);
    const second = await t.request('GET', '/api/animals?search=zeta&near=Nashik&limit=3&page=2', {
      token: finder.token,
    });
    expect(second.json()).toMatchObject({ total: 4, totalPages: 2 });
    expect(second.json<{ animals: LostReport[] }>().animals.map((r) => r.name)).toEqual(['Kalu']);
  });

  it('lets only the author mark a report resolved, which takes it out of the lists', async () => {
    const mine = await t.request('GET', '/api/v1/lostnfound/reports/mine', {
      token: listUser.token,
    });
    const moti = mine.json<{ reports: LostReport[] }>().reports.find((r) => r.name === 'Moti');
    const url = `/api/v1/lostnfound/reports/${moti?._id}/resolve`;
    const other = await t.request('POST', url, { token: finder.token });
    expect(other.statusCode).toBe(404);
    expect(await names('search=zeta')).toContain('Moti');
    const done = await t.request('POST', url, { token: listUser.token });
    expect(done.json()).toEqual({ success: true, message: LOST_MESSAGES.resolved });
    expect(await names('search=zeta')).not.toContain('Moti');
    const after = await t.request('GET', '/api/v1/lostnfound/reports/mine', {
      token: listUser.token,
    });
    expect(after.json().reports.find((r: LostReport) => r.name === 'Moti').resolved).toBe(true);
  });
});
