import type { FastifyRequest } from 'fastify';
import {
  GYM_MEMBER_MESSAGES,
  freezeInputSchema,
  sellPackageInputSchema,
  todayInIndia,
  type GymMember,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { batchNameOf } from './members-list.service';
import {
  freezeMembership,
  sellPackage,
  toGymMember,
  unfreezeMembership,
  type MemberRow,
} from './members.service';
import { ENROLLMENT, memberAnswer, params, tags } from './members.shared';

/** The membership lifecycle (beyond the spec): sell or renew a package, freeze, unfreeze. */
export function registerGymMemberLifecycleRoutes({ app, db }: AppContext): void {
  const lifecycle = async (
    request: FastifyRequest,
    work: (orgId: string, today: string) => Promise<MemberRow>,
    message: (member: GymMember) => string,
  ) => {
    const today = todayInIndia();
    const row = await work(currentOrg(request).id, today);
    const member = toGymMember(row, await batchNameOf(db, row.orgId, row.batchId), today);
    return { success: true as const, message: message(member), member };
  };

  // Sell a package, or renew with one (beyond the spec: the membership lifecycle).
  app.post(
    '/api/v1/gym/members/:id/membership',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, body: sellPackageInputSchema, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => sellPackage(db, orgId, request.params.id, request.body.packageId, today),
        (m) => GYM_MEMBER_MESSAGES.sold(m.plan, m.expiredDate),
      ),
  );

  app.post(
    '/api/v1/gym/members/:id/freeze',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, body: freezeInputSchema, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => freezeMembership(db, orgId, request.params.id, request.body.days, today),
        (m) => GYM_MEMBER_MESSAGES.frozen(m.expiredDate),
      ),
  );

  app.post(
    '/api/v1/gym/members/:id/unfreeze',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => unfreezeMembership(db, orgId, request.params.id, today),
        () => GYM_MEMBER_MESSAGES.unfrozen,
      ),
  );
}
