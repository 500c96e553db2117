import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { FOUND_PATHS, lostMatchListResponseSchema } from './found';
import {
  conversationListResponseSchema,
  conversationResponseSchema,
  sendMessageInputSchema,
} from './messages';
import {
  LOST_LIST_KEYS,
  LOST_PATHS,
  lostListQuerySchema,
  lostReportSchema,
  type LostKind,
} from './report';

const idParams = z.object({ id: idSchema });
const reportRows = z.array(lostReportSchema);
const report = lostReportSchema.optional();

/**
 * A list of one kind and direction: the spec's keys for lost reports (`humanBeings`, `animals`,
 * `materials`), `reports` for found ones.
 */
const reportListAnswer = pageInfoSchema.extend({
  success: z.literal(true),
  humanBeings: reportRows.optional(),
  animals: reportRows.optional(),
  materials: reportRows.optional(),
  reports: reportRows.optional(),
});

/** A created report under the spec's key (`humanBeing`, `animal`, `material`; found: `report`). */
const submittedAnswer = messageResponseSchema.extend({
  humanBeing: report,
  animal: report,
  material: report,
  report,
  /** How many possible matches the new report made. */
  matches: z.number(),
});

/**
 * The list and the form of one kind and direction. The form is multipart/form-data: every field
 * of the report and the photo in `image`, read by the route itself.
 */
function reportsAt(path: string, kind: LostKind, direction: 'lost' | 'found') {
  const listKey = direction === 'lost' ? LOST_LIST_KEYS[kind] : 'reports';
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: 'user',
      query: lostListQuerySchema,
      answer: reportListAnswer,
      description: `Open ${direction} ${kind} reports (\`${listKey}\`), newest first (nearest first with near or lat+lng), paged.`,
    }),
    submit: endpoint({
      method: 'POST',
      path,
      access: 'user',
      answer: submittedAnswer,
      status: 201,
      description: `multipart/form-data: every field of a ${direction} ${kind} and the photo in \`image\` (PNG, JPEG, WebP or GIF, at most 2 MB). Records its possible matches and e-mails both authors of each new one.`,
    }),
  };
}

const reportsOfEachKind = (paths: Record<LostKind, string>, direction: 'lost' | 'found') => ({
  human: reportsAt(paths.human, 'human', direction),
  animal: reportsAt(paths.animal, 'animal', direction),
  material: reportsAt(paths.material, 'material', direction),
});

/**
 * Lost and found (spec 01 sections 2.5 and 7): the reports, their possible matches, and the
 * conversations between a report's author and whoever saw the item. Every call needs a signed-in
 * account, so contact details only ever reach signed-in users.
 */
export const lostfoundApi = {
  /** The spec's paths (GET and POST /api/humans, /api/animals, /api/materials). */
  lost: reportsOfEachKind(LOST_PATHS, 'lost'),
  /** Ours, for a finder's reports (/api/v1/lostnfound/found/humans...). */
  found: reportsOfEachKind(FOUND_PATHS, 'found'),
  /** One report of either direction (the page a poster's QR code opens). */
  report: endpoint({
    method: 'GET',
    path: '/lostnfound/reports/:id',
    access: 'user',
    params: idParams,
    answer: z.object({ success: z.literal(true), report: lostReportSchema }),
    description: 'One report of either direction (the page a poster’s QR code opens).',
  }),
  /**
   * Possible matches between the viewer's reports and other people's reports of the other
   * direction, newest first.
   */
  matches: endpoint({
    method: 'GET',
    path: '/lostnfound/matches',
    access: 'user',
    query: pageQuerySchema.omit({ search: true }),
    answer: lostMatchListResponseSchema,
    description:
      'Possible matches between the viewer’s reports and other people’s reports of the other direction, newest first.',
  }),
  /** The signed-in author's reports. */
  ownReports: endpoint({
    method: 'GET',
    path: '/lostnfound/reports/mine',
    access: 'user',
    query: pageQuerySchema,
    answer: pageInfoSchema.extend({ success: z.literal(true), reports: reportRows }),
    description: 'The signed-in author’s reports.',
  }),
  /** The author marks a report found/returned; it leaves Nikat Vastu. */
  resolve: endpoint({
    method: 'POST',
    path: '/lostnfound/reports/:id/resolve',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
    description: 'The author marks a report found/returned; it leaves Nikat Vastu.',
  }),
  /** The viewer's conversations (as author or as the other person), newest first. */
  conversations: endpoint({
    method: 'GET',
    path: '/lostnfound/conversations',
    access: 'user',
    query: pageQuerySchema.omit({ search: true }),
    answer: conversationListResponseSchema,
    description: 'The viewer’s conversations (as author or as the other person), newest first.',
  }),
  /** A conversation and its messages; reading it marks it read for the viewer's side. */
  conversation: endpoint({
    method: 'GET',
    path: '/lostnfound/conversations/:id',
    access: 'user',
    params: idParams,
    answer: conversationResponseSchema,
  }),
  sendToConversation: endpoint({
    method: 'POST',
    path: '/lostnfound/conversations/:id/messages',
    access: 'user',
    params: idParams,
    body: sendMessageInputSchema,
    answer: conversationResponseSchema,
    status: 201,
  }),
  /** The viewer's own conversation about a report they did not write (null before the first message). */
  reportConversation: endpoint({
    method: 'GET',
    path: '/lostnfound/reports/:id/conversation',
    access: 'user',
    params: idParams,
    answer: conversationResponseSchema,
  }),
  /** Writes to the report's author, starting the conversation if need be. */
  sendAboutReport: endpoint({
    method: 'POST',
    path: '/lostnfound/reports/:id/messages',
    access: 'user',
    params: idParams,
    body: sendMessageInputSchema,
    answer: conversationResponseSchema,
    status: 201,
    description: 'Writes to the report’s author, starting the conversation if need be.',
  }),
};
