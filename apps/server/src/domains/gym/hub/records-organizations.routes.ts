import {
  GYM_ORGANIZATION_MESSAGES,
  gymOrganizationInputSchema,
  gymOrganizationSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { registerOrgResource } from '../../../http/resource-routes';
import { gym, messagesOf, tags } from './records.shared';
import { gymOrganizations } from './records.table';

/** The organizations the gym works with. */
export function registerHubOrganizationRoutes(ctx: AppContext): void {
  registerOrgResource(ctx, {
    table: gymOrganizations,
    paths: ['/api/v1/gym/organizations', '/api/v1/organizations'],
    access: { read: { org: 'gym' }, write: gym('user') },
    keys: { list: 'organizations', item: 'organization' },
    input: gymOrganizationInputSchema,
    item: gymOrganizationSchema,
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
