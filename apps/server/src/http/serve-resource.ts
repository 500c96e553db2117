import type { ResourceContract } from '@vedann/contracts';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Storage } from '../storage/storage';
import { apiPath, apiResourcePath } from './endpoint-routes';
import {
  DEFAULT_VERBS,
  registerOrgResource,
  type OrgResource,
  type OrgTable,
} from './resource-routes';

/** What the contract says of a resource, which the server's part does not repeat. */
type Declared = 'paths' | 'access' | 'keys' | 'bareList' | 'input' | 'item' | 'bulk';

/** The server's part of a business resource: its table, its rows and its messages. */
export type ResourceServer<
  T extends OrgTable,
  C extends ResourceContract,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
> = Omit<OrgResource<T, C['input'], C['item'], Filters>, Declared> & {
  /** The bulk create's message and limits, where the contract declares one. */
  bulk?: Omit<NonNullable<OrgResource<T, C['input'], C['item']>['bulk']>, 'key' | 'atList'>;
};

/**
 * Serves a business resource declared in the contracts (`ResourceContract`): its paths, access,
 * answer keys and schemas come from the declaration the web's hooks use too; the server adds
 * how its rows are stored (`registerOrgResource`).
 */
export function serveResource<
  T extends OrgTable,
  C extends ResourceContract,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(
  context: Pick<AppContext, 'app' | 'db'> & { storage?: Storage },
  contract: C,
  server: ResourceServer<T, C, Filters>,
): void {
  const { bulk, ...rest } = server;
  if (Boolean(bulk) !== Boolean(contract.bulk))
    throw new Error(`${contract.path}: the contract and the server disagree on a bulk create`);
  registerOrgResource(context, {
    ...rest,
    paths: [
      contract.verbs || contract.bulk
        ? { path: apiPath(contract.path), verbs: contract.verbs ?? [...DEFAULT_VERBS, 'bulk'] }
        : apiPath(contract.path),
      ...(contract.aliases ?? []).map(apiResourcePath),
    ],
    access: contract.access,
    keys: contract.keys,
    ...(contract.bareList ? { bareList: true } : {}),
    input: contract.input,
    item: contract.item,
    ...(bulk && contract.bulk ? { bulk: { ...bulk, ...contract.bulk } } : {}),
  });
}
