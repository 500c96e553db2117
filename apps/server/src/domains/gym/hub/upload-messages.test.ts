import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRECTIVE_MESSAGES,
  EXERCISE_MESSAGES,
  GYM_MEMBER_MESSAGES,
  GYM_PROFILE_MESSAGES,
  type Exercise,
  type GymEvent,
  type GymProduct,
  type InventoryItem,
} from '@vedann/contracts';
import { multipartBody, pdfBytes, pngBytes, type FilePart } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Spec 03 section 5 gives upload fields their own words for a file of the wrong type. Each is
 * sent here as the spec's screens send it (multipart with the files), with a file of the wrong
 * kind beside one of the right kind, and must answer the field's own words; a file that is only
 * too large gets the size message, not the type's.
 */
let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Upload Words Gym');
});
afterAll(() => t.close());

const PDF = pdfBytes();
const part = (field: string, data: Buffer): FilePart => ({
  field,
  name: `${field}.bin`,
  // The client's type is not trusted: the bytes decide.
  type: 'application/octet-stream',
  data,
});

function send(method: 'POST' | 'PUT' | 'PATCH', url: string, fields: object, files: FilePart[]) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const { body, contentType } = multipartBody(text, files);
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': gym,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
const FILE_URL = /^\/api\/v1\/files\/[0-9a-f]{24}$/;

describe("the gym hub's multipart forms with their files", () => {
  const product = { name: 'Whey', category: 'Supplement', price: '2499', manufacturingBy: 'MB' };

  it('a product whose description is not a PDF, or whose image is not an image', async () => {
    const notPdf = await send('POST', '/api/v1/gym/products', product, [
      part('image', pngBytes()),
      part('description', pngBytes()),
    ]);
    expect(notPdf.statusCode).toBe(415);
    expect(message(notPdf)).toBe('Only PDF files are allowed for description!');
    const notImage = await send('POST', '/api/v1/gym/products', product, [
      part('image', PDF),
      part('description', PDF),
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(message(notImage)).toBe('Please upload a valid image file.');

    const saved = await send('POST', '/api/v1/gym/products', product, [
      part('image', pngBytes()),
      part('description', PDF),
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    const row = saved.json<{ product: GymProduct }>().product;
    expect(row.image).toMatch(FILE_URL);
    expect(row.description).toMatch(FILE_URL);
    const pdf = await t.request('GET', row.description, { token: owner.token, orgId: gym });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The spec's PUT is multipart too: a new PDF replaces the description, the image stays.
    const updated = await send('PUT', `/api/v1/gym/products/${row._id}`, product, [
      part('description', PDF),
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<{ product: GymProduct }>().product;
    expect(after.image).toBe(row.image);
    expect(after.description).toMatch(FILE_URL);
    expect(after.description).not.toBe(row.description);
    const wrong = await send('PUT', `/api/v1/gym/products/${row._id}`, product, [
      part('description', pngBytes()),
    ]);
    expect(message(wrong)).toBe('Only PDF files are allowed for description!');
  });

  it('an event whose pic is not an image; a PDF description passes', async () => {
    const event = {
      srNo: '1',
      eventName: 'Deadlift day',
      goal: 'Form',
      musclePrimary: 'Back',
      place: 'Hall',
      duration: '60',
    };
    const badPic = await send('POST', '/api/v1/gym-events', event, [
      part('description', PDF),
      part('pic', PDF),
    ]);
    expect(badPic.statusCode).toBe(415);
    expect(message(badPic)).toBe('Only image files are allowed for Pic.');
    const badDescription = await send('POST', '/api/v1/gym-events', event, [
      part('pic', pngBytes()),
      part('description', pngBytes()),
    ]);
    expect(message(badDescription)).toBe('Only PDF files are allowed for Description.');
    const saved = await send('POST', '/api/v1/gym-events', event, [
      part('description', PDF),
      part('pic', pngBytes()),
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    const row = saved.json<{ event: GymEvent }>().event;
    expect(row.description).toMatch(FILE_URL);
    expect(row.pic).toMatch(FILE_URL);
  });

  it('an inventory row whose description is not a PDF', async () => {
    const item = { itemName: 'Dumbbell rack', quantity: '2', condition: 'Good' };
    const bad = await send('POST', '/api/v1/gym/inventory', item, [
      part('description', pngBytes()),
    ]);
    expect(bad.statusCode).toBe(415);
    expect(message(bad)).toBe('Please upload a valid PDF file.');
    const saved = await send('POST', '/api/v1/inventory', item, [part('description', PDF)]);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ item: InventoryItem }>().item.description).toMatch(FILE_URL);
  });

  it('a field the form does not have is still refused', async () => {
    const res = await send('POST', '/api/v1/gym/inventory', { itemName: 'x' }, [
      part('pic', pngBytes()),
    ]);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Unexpected file field "pic".');
  });
});

describe('the other upload fields of spec 03 section 5, with their own words', () => {
  it('a corrective action whose file is not a PDF', async () => {
    const res = await send(
      'POST',
      '/api/v1/correctives',
      {
        reportDate: '2026-11-02',
        instrumentName: 'Treadmill',
        instrumentId: 'TM-1',
        contactPerson: 'Ravi',
        correctiveAction: 'Belt replaced',
      },
      [part('file', pngBytes())],
    );
    expect(res.statusCode).toBe(415);
    expect(message(res)).toBe(CORRECTIVE_MESSAGES.pdfOnly);
    expect(CORRECTIVE_MESSAGES.pdfOnly).toBe('Only PDF files are allowed.');
  });

  it('a gym profile image that is not an image', async () => {
    const res = await send(
      'POST',
      '/api/v1/gymProfiles',
      {
        name: 'Sutrin Fitness',
        contactNo: '9876543210',
        mainAddress: '12 FC Road, Pune',
        email: 'desk@sutrin.example',
        branchId: 'B1002',
        branchname: 'Shivajinagar',
        gymId: '12121',
        founder: 'Asha Patil',
        address: '12 FC Road, Pune 411005',
        taxes: [],
      },
      [part('image', PDF)],
    );
    expect(res.statusCode).toBe(415);
    expect(message(res)).toBe(GYM_PROFILE_MESSAGES.image);
    expect(GYM_PROFILE_MESSAGES.image).toBe('Please upload a valid image file.');
  });

  it('an exercise image and a member image that are not images', async () => {
    const created = await t.request('POST', '/api/v1/back/exercises', {
      token: owner.token,
      orgId: gym,
    });
    const exercise = created.json<Exercise>();
    const patched = await send('PATCH', `/api/v1/back/exercises/${exercise._id}`, {}, [
      part('image', PDF),
    ]);
    expect(patched.statusCode).toBe(415);
    expect(message(patched)).toBe(EXERCISE_MESSAGES.image);

    const member = await send(
      'POST',
      '/api/v1/gym/members',
      { name: 'Asha', mobile: '9876543210' },
      [part('profileImage', PDF)],
    );
    expect(member.statusCode).toBe(415);
    expect(message(member)).toBe(GYM_MEMBER_MESSAGES.image);
  });

  it('a file of the right kind that is only too large gets the size message', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await send('POST', '/api/v1/gym/uploads/event-pic', {}, [part('file', big)]);
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe('The file must be at most 2 MB.');
  });
});
