import { expect } from 'vitest';
import { ORG_HEADER, type ImportPreview, type ImportResult } from '@vedann/contracts';
import { multipartBody } from './files';
import type { TestApp } from './harness';

/** Who calls: a session and the business it acts for. */
export interface As {
  token: string;
  orgId: string;
}

/**
 * The import kit's calls (decision 0358) on the test app (made in `beforeAll`, hence a getter):
 * a file, with the mapping when given.
 */
export function importCalls(app: () => TestApp) {
  const send = (url: string, file: string | Buffer, as: As, mapping?: string[]) => {
    const { body, contentType } = multipartBody(
      mapping ? { mapping: JSON.stringify(mapping) } : {},
      {
        field: 'file',
        name: 'rows.csv',
        type: 'text/csv',
        data: typeof file === 'string' ? Buffer.from(file) : file,
      },
    );
    return app().app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${as.token}`,
        [ORG_HEADER]: as.orgId,
        'x-requested-with': 'XMLHttpRequest',
      },
    });
  };
  /** `<list>/import/preview`, expected to answer 200. */
  const preview = async (url: string, file: string | Buffer, as: As, mapping?: string[]) => {
    const res = await send(`${url}/import/preview`, file, as, mapping);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportPreview>();
  };
  /** `<list>/import`, expected to answer 200. */
  const commit = async (url: string, file: string | Buffer, as: As, mapping?: string[]) => {
    const res = await send(`${url}/import`, file, as, mapping);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportResult>();
  };
  return { send, preview, commit };
}
