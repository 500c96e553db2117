import { z } from 'zod';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import { noticeInputSchema, noticeSchema, ownNoticeSchema } from './notice';

/** The gym's, ahar's and barber's `notice` permission (the ahar's SUTRIN ADMIN Notice). */
const NOTICE_ACCESS: OrgKindsAccess = {
  orgs: { gym: 'notice', ahar: 'notice', barber: 'notice' },
};

/** A notice board at one area's path: the same records, whichever path the area mounts. */
const noticeBoard = (path: string) =>
  resource({
    path,
    access: { read: NOTICE_ACCESS, write: NOTICE_ACCESS },
    keys: { list: 'notices', item: 'notice' },
    input: noticeInputSchema,
    item: noticeSchema,
  });

/** The notice boards, each area's path once, and a person's own current notices. */
export const noticesApi = {
  /** The gym's path serves the ahar's SUTRIN ADMIN Notice too. */
  gym: noticeBoard('/gym/notices'),
  barber: noticeBoard('/barber/notices'),
  /**
   * A person's own dashboard: the notices running today meant for them, from every business
   * they belong to. Read by the account, never through a business's routes.
   */
  mine: endpoint({
    method: 'GET',
    path: '/me/notices',
    access: 'user',
    answer: z.object({ success: z.literal(true), notices: z.array(ownNoticeSchema) }),
  }),
};
