import type { HubUpload } from '@vedann/contracts';
import { apiSend } from '../../../lib/api';

/** Stores a file at the hub's upload path for its field; the record keeps the answered address. */
export async function uploadHubFile(kind: HubUpload, file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  const answer = await apiSend<{ fileUrl: string }>('POST', `/gym/uploads/${kind}`, body);
  return answer.fileUrl;
}

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const PDF_TYPE = 'application/pdf';
