import { HUB_UPLOADS, gymApi, type HubUpload } from '@vedann/contracts';
import { callEndpoint } from '../../../lib/endpoint';

/** An upload's endpoint: the hub's path for a field, or the live screen's own. */
type UploadEndpoint = (typeof gymApi.hub.uploads)[HubUpload];

/** Stores a file at an upload path; the record keeps the answered address. */
export async function uploadFileTo(declared: UploadEndpoint, file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  return (await callEndpoint(declared, { body })).fileUrl;
}

/** Stores a file at the hub's upload path for its field. */
export const uploadHubFile = (kind: HubUpload, file: File) =>
  uploadFileTo(gymApi.hub.uploads[kind], file);

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const PDF_TYPE = 'application/pdf';
const ACCEPT = {
  image: IMAGE_TYPES,
  pdf: PDF_TYPE,
  document: `${PDF_TYPE},image/png,image/jpeg`,
} as const;

/**
 * A hub file column of an EditableTable: the picker offers the field's types, a chosen file of
 * another type gets the field's own words (spec 03 section 5) without being sent, and a file
 * the server refuses shows the server's message.
 */
export function hubFileColumn(kind: HubUpload) {
  const rule = HUB_UPLOADS[kind];
  return {
    kind: 'file' as const,
    accept: ACCEPT[rule.category],
    typeMessage: rule.message,
    upload: (file: File) => uploadHubFile(kind, file),
  };
}
