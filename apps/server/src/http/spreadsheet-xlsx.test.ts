import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_MESSAGES, STOCK_MESSAGES, type StockItem } from '@vedann/contracts';
import { createTestApp, type TestApp } from '../test/harness';
import { importCalls, type As } from '../test/spreadsheet';

// An Excel workbook through the import kit (decision 0364): its first sheet is read as a CSV
// file's lines would be, so the mapping, the checks and the refused rows are the same.

let t: TestApp;
let as: As;
const { send, preview, commit } = importCalls(() => t);
const REUSE = '/api/v1/reuse';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  as = { token: owner.token, orgId: await t.createOrg(owner, 'ahar') };
});
afterAll(() => t.close());

type Cell = string | number | Date | null;

/** A workbook of one sheet, as a spreadsheet program saves it. */
async function workbook(rows: Cell[][]): Promise<Buffer> {
  const data = rows.map((row) =>
    row.map((value) =>
      value === null ? null : value instanceof Date ? { value, format: 'dd/mm/yyyy' } : { value },
    ),
  );
  return writeXlsxFile(data).toBuffer();
}

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date));

describe('importing an .xlsx workbook', () => {
  it('reads Hindi headers, dates, numbers and blank rows as a CSV file is read', async () => {
    const file = await workbook([
      ['नाम', 'श्रेणी', 'संख्या', 'किलो/लीटर', 'मूल्य', 'समाप्ति तिथि'],
      ['खिचड़ी', 'पका भोजन', 0, 1.5, 40, day(2026, 12, 7)],
      [null, null, null, null, null, null],
      ['पूरी', 'पका भोजन', 20, 0, 2.5, null],
      ['Dal', 'Pulses', 0, 2, 1040, '08/12/2026'],
    ]);
    const shown = await preview(REUSE, file, as);
    expect(shown.columns).toEqual(['नाम', 'श्रेणी', 'संख्या', 'किलो/लीटर', 'मूल्य', 'समाप्ति तिथि']);
    expect(shown.mapping).toEqual([
      'name',
      'category',
      'quantityNumber',
      'quantityKgL',
      'price',
      'expireDate',
    ]);
    expect(shown.sample[0]).toEqual(['खिचड़ी', 'पका भोजन', '0', '1.5', '40', '2026-12-07']);
    // The blank row keeps its number: the row without an expiry is line 4, as Excel shows it.
    expect(shown).toMatchObject({ rows: 3, valid: 2 });
    expect(shown.problems).toEqual([{ line: 4, message: STOCK_MESSAGES.reuseRequired }]);

    const done = await commit(REUSE, file, as);
    expect(done).toMatchObject({ added: 2, refused: 1 });
    expect(
      done.refusedCsv
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Line,Message,नाम,श्रेणी,संख्या,किलो/लीटर,मूल्य,समाप्ति तिथि',
      `4,${STOCK_MESSAGES.reuseRequired},पूरी,पका भोजन,20,0,2.5,`,
    ]);
    const list = await t.request('GET', `${REUSE}?limit=10`, as);
    const items = list.json<StockItem[]>();
    expect(
      items.map((item) => [item.name, item.quantity, item.price, item.expireDate]).sort(),
    ).toEqual([
      ['Dal', 2, 1040, '2026-12-08'],
      ['खिचड़ी', 1.5, 40, '2026-12-07'],
    ]);
  });

  it('refuses a zip that is no workbook, and one that unpacks far past its rows', async () => {
    const notWorkbook = Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') }));
    const refused = await send(`${REUSE}/import/preview`, notWorkbook, as);
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.badWorkbook);

    // 160 MB of zeros in a few hundred kilobytes: refused before it is parsed.
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(160 * 1024 * 1024) }, { level: 1 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await send(`${REUSE}/import/preview`, bomb, as);
    expect(exploded.statusCode).toBe(415);
    expect(exploded.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.badWorkbook);
    // Nothing was added: the two rows are the first test's.
    expect((await t.request('GET', REUSE, as)).json()).toHaveLength(2);
  });
});
