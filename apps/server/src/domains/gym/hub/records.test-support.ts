import { expect } from 'vitest';
import { HUB_UPLOADS, type HubUpload } from '@vedann/contracts';
import { multipartBody, pngBytes, pdfBytes } from '../../../test/files';
import type { TestApp, TestUser } from '../../../test/harness';

/** The app, its owner and the gym a hub records test file works in. */
export interface HubDesk {
  t: TestApp;
  owner: TestUser;
  gym: string;
}

export const PDF = pdfBytes();
export const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

/**
 * The owner's uploads to the gym of `desk()`, read when a request is sent: the API test files
 * share their modules (no isolation), so the desk stays with the file that opened it.
 */
export function hubRequests(desk: () => HubDesk) {
  const asOwner = () => ({ token: desk().owner.token, orgId: desk().gym });

  async function upload(
    path: string,
    data: Buffer,
    who: { token: string; orgId: string } = asOwner(),
  ) {
    const { body, contentType } = multipartBody(
      {},
      { field: 'file', name: 'f', type: 'application/octet-stream', data },
    );
    return desk().t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        authorization: `Bearer ${who.token}`,
        'x-org-id': who.orgId,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload: body,
    });
  }

  async function fileOf(kind: HubUpload, who = asOwner()): Promise<string> {
    const data = HUB_UPLOADS[kind].category === 'image' ? pngBytes() : PDF;
    const res = await upload(`/api/v1/gym/uploads/${kind}`, data, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ fileUrl: string }>().fileUrl;
  }

  return { asOwner, upload, fileOf };
}
