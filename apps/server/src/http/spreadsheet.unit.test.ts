import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_MESSAGES, csvExportName, type ImportField } from '@vedann/contracts';
import { cellOf, columnsOf } from './csv-export';
import { HttpError } from './errors';
import { cellValue, checkRows, readMapping, readSheet, refusedCsv } from './spreadsheet';

const fields: ImportField[] = [
  { key: 'name', en: 'Name', hi: 'नाम', required: true },
  { key: 'fee', en: 'Fee', hi: 'फीस', kind: 'number' },
  { key: 'day', en: 'Day', hi: 'दिन', kind: 'date' },
  { key: 'unit', en: 'Unit', hi: 'इकाई', choices: ['KG', 'PCS'] },
];

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'no error';
};

describe('reading a CSV', () => {
  it('takes a BOM, semicolons, quotes and blank lines, numbering rows as a spreadsheet does', () => {
    const sheet = readSheet('\ufeffनाम;Fee\r\n"Rao; Asha";"1,200"\r\n\r\n"two\nlines";5\r\n');
    expect(sheet.columns).toEqual(['नाम', 'Fee']);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Rao; Asha', '1,200'] },
      { line: 4, cells: ['two\nlines', '5'] },
    ]);
    expect(readSheet('Name\nAsha\n').rows).toEqual([{ line: 2, cells: ['Asha'] }]);
  });

  it('refuses a file without rows', () => {
    expect(messageOf(() => readSheet(''))).toBe(`400 ${IMPORT_MESSAGES.empty}`);
    expect(messageOf(() => readSheet('Name,Fee\r\n,\r\n ,  \r\n'))).toBe(
      `400 ${IMPORT_MESSAGES.empty}`,
    );
  });

  it('checks a mapping against the columns and the fields', () => {
    expect(readMapping('["name",""]', ['a', 'b'], fields)).toEqual(['name', '']);
    expect(messageOf(() => readMapping('name', ['a'], fields))).toBe(
      `400 ${IMPORT_MESSAGES.mapping}`,
    );
    expect(messageOf(() => readMapping('["name","name"]', ['a', 'b'], fields))).toBe(
      `400 ${IMPORT_MESSAGES.repeatedField}`,
    );
  });
});

describe('cells as input', () => {
  it('reads Indian dates and amounts, choices in any case, and undoes the export guard', () => {
    const [name, fee, day, unit] = fields as [ImportField, ImportField, ImportField, ImportField];
    expect(cellValue(day, '5/1/2026')).toBe('2026-01-05');
    expect(cellValue(day, '2026-01-05')).toBe('2026-01-05');
    expect(cellValue(fee, '₹ 1,20,000.50')).toBe('120000.50');
    expect(cellValue(fee, 'Rs. 900')).toBe('900');
    expect(cellValue(unit, 'kg')).toBe('KG');
    expect(cellValue(unit, 'box')).toBe('box');
    expect(cellValue(name, "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue(name, "'Asha")).toBe("'Asha");
    expect(cellValue(name, '  ')).toBe('');
    expect(cellValue(fee, '')).toBeUndefined();
  });

  it('keeps valid rows and gives the first message of each bad one', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      fee: z.coerce.number({ error: 'Fee is a number' }).default(0),
    });
    const sheet = readSheet('Fee,Name\n10,Asha\nabc,Ravi\n5,\n');
    const { valid, refused } = checkRows(sheet, ['fee', 'name'], fields, schema);
    expect(valid.map((row) => row.value)).toEqual([{ name: 'Asha', fee: 10 }]);
    expect(refused.map(({ line, message }) => [line, message])).toEqual([
      [3, 'Fee is a number'],
      [4, 'Name is required'],
    ]);
    expect(refusedCsv(sheet.columns, refused)).toBe(
      '\ufeffLine,Message,Fee,Name\r\n3,Fee is a number,abc,Ravi\r\n4,Name is required,5,\r\n',
    );
    expect(refusedCsv(sheet.columns, [])).toBe('');
  });
});

describe('rows as CSV', () => {
  it('names columns from the row schema, an object field by its parts', () => {
    const item = z.object({
      _id: z.string(),
      batch: z.object({ _id: z.string(), batchName: z.string() }).nullable(),
      tags: z.array(z.string()),
    });
    expect(columnsOf(item)).toEqual([['_id'], ['batch', '_id'], ['batch', 'batchName'], ['tags']]);
    expect(columnsOf(z.array(z.string()))).toBeUndefined();
  });

  it('writes cells plainly', () => {
    expect(cellOf(null)).toBe('');
    expect(cellOf(12.5)).toBe(12.5);
    expect(cellOf(true)).toBe('true');
    expect(cellOf(['a', 'b'])).toBe('a; b');
    expect(cellOf({ a: 1 })).toBe('{"a":1}');
  });

  it('names the file after the list', () => {
    expect(csvExportName('/api/v1/gym/members')).toBe('gym-members');
    expect(csvExportName('/api/v1/ahar/stock/:id/history')).toBe('ahar-stock-history');
    expect(csvExportName('/api/resumes')).toBe('resumes');
  });
});
