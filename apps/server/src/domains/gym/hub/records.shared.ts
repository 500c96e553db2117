import { HUB_UPLOADS, type HubUpload } from '@vedann/contracts';
import type { FileRule } from '../../../http/uploads';

/** The OpenAPI tag of the hub's record routes. */
export const tags = ['gym-hub'];

/** A hub file field's rule: its kind, and the spec's words for a file of the wrong type. */
export const hubFile = (upload: HubUpload): FileRule => ({
  category: HUB_UPLOADS[upload].category,
  typeMessage: HUB_UPLOADS[upload].message,
});

export const messagesOf = (m: {
  created: string;
  updated: string;
  removed: string;
  notFound: string;
}) => ({
  created: m.created,
  updated: m.updated,
  removed: m.removed,
  notFound: m.notFound,
});
