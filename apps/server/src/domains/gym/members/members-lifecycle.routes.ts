import type { FastifyRequest } from 'fastify';
import { GYM_MEMBER_MESSAGES, gymApi, todayInIndia, type GymMember } from '@vedann/contracts';
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
import { tags } from './members.shared';
import { routeOf } from '../../../http/endpoint-routes';

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
  app.route({
    ...routeOf(gymApi.members.sellPackage, tags),
    handler: (request) =>
      lifecycle(
        request,
        (orgId, today) => sellPackage(db, orgId, request.params.id, request.body.packageId, today),
        (m) => GYM_MEMBER_MESSAGES.sold(m.plan, m.expiredDate),
      ),
  });

  app.route({
    ...routeOf(gymApi.members.freeze, tags),
    handler: (request) =>
      lifecycle(
        request,
        (orgId, today) => freezeMembership(db, orgId, request.params.id, request.body.days, today),
        (m) => GYM_MEMBER_MESSAGES.frozen(m.expiredDate),
      ),
  });

  app.route({
    ...routeOf(gymApi.members.unfreeze, tags),
    handler: (request) =>
      lifecycle(
        request,
        (orgId, today) => unfreezeMembership(db, orgId, request.params.id, today),
        () => GYM_MEMBER_MESSAGES.unfrozen,
      ),
  });
}
