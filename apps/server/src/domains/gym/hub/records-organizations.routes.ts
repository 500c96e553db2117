import { GYM_ORGANIZATION_MESSAGES, gymApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { serveResource } from '../../../http/serve-resource';
import { messagesOf, tags } from './records.shared';
import { gymOrganizations } from './records.table';

/** The organizations the gym works with. */
export function registerHubOrganizationRoutes(ctx: AppContext): void {
  serveResource(ctx, gymApi.hub.organizations, {
    table: gymOrganizations,
    toRow: (input) => input,
    toItem: (row) => ({
      _id: row.id,
      orgName: row.orgName,
      opendate: row.opendate,
      relation: row.relation,
      productId: row.productId,
      address: row.address,
      phone: row.phone,
      email: row.email,
      founders: row.founders,
    }),
    messages: messagesOf(GYM_ORGANIZATION_MESSAGES),
    search: [gymOrganizations.orgName],
    order: 'oldest',
    tags,
  });
}
