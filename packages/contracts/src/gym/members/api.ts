import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import { importEndpoints } from '../../common/spreadsheet';
import { ownMessageChoiceEndpoint } from '../../messages/api';
import { whatsAppOfferSchema } from '../../messages/channels';
import { gymBatchInputSchema, gymBatchSchema } from './batches';
import { gymFeeInputSchema, gymFeeSchema, gymFeesQuerySchema } from './fees';
import {
  freezeInputSchema,
  gymMemberInputSchema,
  gymMemberSchema,
  gymMembersQuerySchema,
  sellPackageInputSchema,
} from './members';
import { gymPackageInputSchema, gymPackageSchema } from './packages';
import {
  gymAssignDietPlanSchema,
  gymAssignWorkoutSchema,
  gymClientSchema,
  gymMyMembershipSchema,
} from './plans';

/** Whoever enrols members keeps the register, its batches and its lookups. */
export const GYM_ENROLLMENT: OrgKindAccess = { org: 'gym', permission: 'enrollment' };
const PACKAGE: OrgKindAccess = { org: 'gym', permission: 'package' };
const INVOICE: OrgKindAccess = { org: 'gym', permission: 'invoice' };
const EXERCISE: OrgKindAccess = { org: 'gym', permission: 'exercise' };
const NUTRITION: OrgKindAccess = { org: 'gym', permission: 'nutrition' };

const idParams = z.object({ id: idSchema });
/** The answer of every change to a member: the message and the member as it now stands. */
const memberAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  member: gymMemberSchema,
});
const feeAnswer = z.object({ success: z.literal(true), message: z.string(), fee: gymFeeSchema });
const MEMBERS_PATH = '/gym/members';
/** The spec's variant of the register's path (spec 03 section 7): the same handlers. */
const MEMBERS_ALIAS = '/members';
const FEES_PATH = '/gym/fees';
/** What the API docs say of a member's add and change (the body may be multipart). */
const MEMBER_UPLOAD_NOTE =
  'JSON, or multipart/form-data with the member fields and `profileImage` (a PNG, JPEG, WebP or GIF file, or an image data URL).';

/** The register's paged list and one member, at the spec's path and its variant. */
const memberList = endpoint({
  method: 'GET',
  path: MEMBERS_PATH,
  aliases: [MEMBERS_ALIAS],
  access: GYM_ENROLLMENT,
  query: pageQuerySchema.extend(gymMembersQuerySchema.shape),
  answer: z
    .object({ success: z.literal(true), members: z.array(gymMemberSchema) })
    .extend(pageInfoSchema.shape),
});

/** A member's lifecycle change (beyond the spec): sell or renew a package, freeze, unfreeze. */
const lifecycle = <Body extends z.ZodType | undefined>(action: string, body: Body) =>
  endpoint({
    method: 'POST',
    path: `${MEMBERS_PATH}/:id/${action}`,
    access: GYM_ENROLLMENT,
    params: idParams,
    body,
    answer: memberAnswer,
  });

/** The gym's members, batches, packages, fees and the plans assigned to members. */
export const gymMembersApi = {
  /**
   * The member register, served by hand (JSON or multipart with the photo); the screens list it
   * as a resource.
   */
  register: resource({
    path: MEMBERS_PATH,
    access: { read: GYM_ENROLLMENT, write: GYM_ENROLLMENT },
    keys: { list: 'members', item: 'member' },
    input: gymMemberInputSchema,
    item: gymMemberSchema,
  }),
  list: memberList,
  member: endpoint({
    method: 'GET',
    path: `${MEMBERS_PATH}/:id`,
    aliases: [`${MEMBERS_ALIAS}/:id`],
    access: GYM_ENROLLMENT,
    params: idParams,
    answer: z.object({ success: z.literal(true), member: gymMemberSchema }),
  }),
  /** JSON, or multipart with the member fields and `profileImage`: the route reads the body. */
  add: endpoint({
    method: 'POST',
    path: MEMBERS_PATH,
    aliases: [MEMBERS_ALIAS],
    access: GYM_ENROLLMENT,
    description: MEMBER_UPLOAD_NOTE,
    answer: memberAnswer,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${MEMBERS_PATH}/:id`,
    aliases: [`${MEMBERS_ALIAS}/:id`],
    access: GYM_ENROLLMENT,
    params: idParams,
    description: MEMBER_UPLOAD_NOTE,
    answer: memberAnswer,
  }),
  /** By id, never by list position (the spec's variant deletes by index). */
  remove: endpoint({
    method: 'DELETE',
    path: `${MEMBERS_PATH}/:id`,
    aliases: [`${MEMBERS_ALIAS}/:id`],
    access: GYM_ENROLLMENT,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** Members from a spreadsheet, after a preview (issue 32 item 5). */
  import: importEndpoints(MEMBERS_PATH, GYM_ENROLLMENT),
  sellPackage: lifecycle('membership', sellPackageInputSchema),
  freeze: lifecycle('freeze', freezeInputSchema),
  unfreeze: lifecycle('unfreeze', undefined),
  /** The member's attendance on the kit's daily sheets (the member card's Attendance panel). */
  attendance: endpoint({
    method: 'GET',
    path: `${MEMBERS_PATH}/:id/attendance`,
    access: GYM_ENROLLMENT,
    params: idParams,
    answer: z.object({
      success: z.literal(true),
      days: z.array(
        z.object({ date: z.string(), remark: z.string(), timeIn: z.string(), timeOut: z.string() }),
      ),
      present: z.number(),
      absent: z.number(),
    }),
  }),
  /** The packages a member can be sold, for whoever enrols (the package screen needs Package). */
  saleablePackages: endpoint({
    method: 'GET',
    path: '/gym/members-packages',
    access: GYM_ENROLLMENT,
    answer: z.object({
      success: z.literal(true),
      packages: z.array(
        z.object({ _id: z.string(), name: z.string(), range: z.string(), fees: z.number() }),
      ),
    }),
  }),
  /** The batches a member can be placed in, with their free places. */
  batchPlaces: endpoint({
    method: 'GET',
    path: '/gym/members-batches',
    access: GYM_ENROLLMENT,
    answer: z.object({
      success: z.literal(true),
      batches: z.array(z.object({ _id: z.string(), batchName: z.string(), free: z.number() })),
    }),
  }),
  /** The dashboard's lists (beyond the spec): expiring this week, expired, fees due. */
  dashboard: endpoint({
    method: 'GET',
    path: '/gym/members-dashboard',
    access: GYM_ENROLLMENT,
    answer: z.object({
      success: z.literal(true),
      expiring: z.object({
        total: z.number(),
        /**
         * With "Send on WhatsApp": the click-to-chat link with the membership-expiring message in
         * the member's language, and when the desk last sent it (decision 0359).
         */
        members: z.array(
          gymMemberSchema.extend({ whatsapp: whatsAppOfferSchema.nullable().optional() }),
        ),
      }),
      expired: z.object({ total: z.number(), members: z.array(gymMemberSchema) }),
      feesDue: z.object({ total: z.number(), fees: z.array(gymFeeSchema) }),
    }),
  }),
  /** Batches (spec 03 sections 3, 5 and 7). */
  batches: resource({
    path: '/gym/batches',
    access: { read: GYM_ENROLLMENT, write: GYM_ENROLLMENT },
    keys: { list: 'batches', item: 'batch' },
    input: gymBatchInputSchema,
    item: gymBatchSchema,
  }),
  /** Packages (spec 03 sections 3, 5, 7 and 9). */
  packages: resource({
    path: '/gym/packages',
    access: { read: PACKAGE, write: PACKAGE },
    keys: { list: 'packages', item: 'package' },
    input: gymPackageInputSchema,
    item: gymPackageSchema,
  }),
  /** Fees (spec 03 sections 3, 4, 7 and 9), served by hand: the list filters by year and month. */
  fees: resource({
    path: FEES_PATH,
    access: { read: INVOICE, write: INVOICE },
    keys: { list: 'fees', item: 'fee' },
    input: gymFeeInputSchema,
    item: gymFeeSchema,
  }),
  feeList: endpoint({
    method: 'GET',
    path: FEES_PATH,
    access: INVOICE,
    query: pageQuerySchema.extend(gymFeesQuerySchema.shape),
    answer: z
      .object({ success: z.literal(true), fees: z.array(gymFeeSchema) })
      .extend(pageInfoSchema.shape),
  }),
  addFee: endpoint({
    method: 'POST',
    path: FEES_PATH,
    access: INVOICE,
    body: gymFeeInputSchema,
    answer: feeAnswer,
    status: 201,
  }),
  fee: endpoint({
    method: 'GET',
    path: `${FEES_PATH}/:id`,
    access: INVOICE,
    params: idParams,
    answer: z.object({ success: z.literal(true), fee: gymFeeSchema }),
  }),
  updateFee: endpoint({
    method: 'PUT',
    path: `${FEES_PATH}/:id`,
    access: INVOICE,
    params: idParams,
    body: gymFeeInputSchema,
    answer: feeAnswer,
  }),
  removeFee: endpoint({
    method: 'DELETE',
    path: `${FEES_PATH}/:id`,
    access: INVOICE,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** The client table: each member with the workout and diet plans the gym assigned. */
  clients: endpoint({
    method: 'GET',
    path: '/gym/clients',
    access: GYM_ENROLLMENT,
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), clients: z.array(gymClientSchema) })
      .extend(pageInfoSchema.shape),
  }),
  assignWorkout: endpoint({
    method: 'PUT',
    path: `${MEMBERS_PATH}/:id/workout`,
    access: EXERCISE,
    params: idParams,
    body: gymAssignWorkoutSchema,
    answer: messageResponseSchema,
  }),
  assignDietPlan: endpoint({
    method: 'PUT',
    path: `${MEMBERS_PATH}/:id/diet-plan`,
    access: NUTRITION,
    params: idParams,
    body: gymAssignDietPlanSchema,
    answer: messageResponseSchema,
  }),
  /** A member's own gyms: the account whose Vedan ID a gym lists sees its membership there. */
  myMemberships: endpoint({
    method: 'GET',
    path: '/gym/my-memberships',
    access: 'user',
    answer: z.object({ success: z.literal(true), memberships: z.array(gymMyMembershipSchema) }),
  }),
  /**
   * The member renews their own package (decision 0360): the desk's sale of the same package,
   * a fee not yet paid, refused while an earlier renewal's fee is still unpaid.
   */
  renewMine: endpoint({
    method: 'POST',
    path: '/gym/my-memberships/:id/renew',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** The member chooses how this gym's reminders, receipts and notices reach them (0359). */
  myMessages: ownMessageChoiceEndpoint('/gym/my-memberships/:id/messages'),
};
