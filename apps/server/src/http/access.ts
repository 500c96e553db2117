import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  FULL_ACCESS_ROLES,
  ORG_HEADER,
  ORG_MESSAGES,
  type MembershipRole,
  type OrgKind,
} from '@vedann/contracts';
import type { Db } from '../db/client';
import { isId } from '../db/ids';
import {
  SESSION_COOKIE,
  findSessionUser,
  hashToken,
  type UserRow,
} from '../domains/accounts/sessions';
import { AuthCache } from './auth-cache';
import { memberships, organizations } from '../domains/orgs/orgs.table';
import { badRequest, forbidden, notFound, unauthorized } from './errors';

// What a route requires (`Access`) is declared with the API's paths, in the contracts.
import type { Access } from '@vedann/contracts';
export type { Access, OrgKindAccess, OrgKindsAccess } from '@vedann/contracts';

export interface OrgContext {
  id: string;
  kind: OrgKind;
  name: string;
  role: MembershipRole;
  permissions: string[];
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with the access it declares, for the route inventory test. */
    routeInventory(): RouteEntry[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that changes state (the spec's `GET user/logout`) gets the cross-site check too. */
    changesState?: boolean;
    /** A webhook proved by its body's signature: exempt from the cross-site check. */
    signedBody?: boolean;
    /** The 401 answer's words where the spec has its own ('User not logged in! ...'). */
    signInMessage?: string;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    org: OrgContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

function sessionTokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE];
}

/** The signed-in user, for handlers behind 'user' or org access. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The current organization, for handlers behind org access. */
export function currentOrg(request: FastifyRequest): OrgContext {
  if (!request.org) throw notFound(ORG_MESSAGES.notFound);
  return request.org;
}

export function hasPermission(
  org: Pick<OrgContext, 'role' | 'permissions'>,
  permission: string | undefined,
): boolean {
  if (FULL_ACCESS_ROLES.includes(org.role)) return true;
  return permission === undefined || org.permissions.includes(permission);
}

/**
 * The organization a request acts on: the X-Org-Id header, or else the account's only
 * organization of the route's kind. Another organization's id is answered as absent.
 */
export async function resolveOrg(
  db: Db,
  userId: string,
  kind: OrgKind | readonly OrgKind[] | undefined,
  requested: string | undefined,
): Promise<OrgContext> {
  const conditions = [eq(memberships.userId, userId)];
  if (typeof kind === 'string') conditions.push(eq(organizations.kind, kind));
  else if (kind) conditions.push(inArray(organizations.kind, [...kind]));
  if (requested !== undefined) {
    if (!isId(requested)) throw notFound(ORG_MESSAGES.notFound);
    conditions.push(eq(organizations.id, requested));
  }
  const rows = await db
    .select({
      id: organizations.id,
      kind: organizations.kind,
      name: organizations.name,
      role: memberships.role,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(and(...conditions))
    .limit(2);
  const [first] = rows;
  if (!first) throw notFound(ORG_MESSAGES.notFound);
  if (rows.length > 1) throw badRequest(ORG_MESSAGES.chooseOrg);
  return first;
}

export function registerAccess(app: FastifyInstance, db: Db, cache: AuthCache): void {
  async function userOf(token: string): Promise<UserRow | undefined> {
    const key = hashToken(token);
    const cached = cache.sessions.get(key);
    if (cached) return cached;
    const since = cache.sessions.version;
    const user = await findSessionUser(db, token);
    if (user) cache.sessions.set(key, user, since);
    return user;
  }

  async function orgOf(
    userId: string,
    kind: OrgKind | readonly OrgKind[] | undefined,
    requested: string | undefined,
  ) {
    const key = AuthCache.orgKey(
      userId,
      typeof kind === 'string' ? kind : kind?.join(','),
      requested,
    );
    const cached = cache.orgs.get(key);
    if (cached) return cached;
    const since = cache.orgs.version;
    const org = await resolveOrg(db, userId, kind, requested);
    cache.orgs.set(key, org, since);
    return org;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('org', null);

  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', () => [...inventory]);

  app.addHook('onRoute', (route) => {
    // The API documentation is public by nature; its routes come from the swagger-ui plugin.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        inventory.push({ method, url: route.url, access: route.config?.access });
    }
    if (route.url.startsWith('/api') && route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const token = sessionTokenOf(request);
    if (token) {
      const user = await userOf(token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    if (access === 'public') return;
    if (!request.user) throw unauthorized(request.routeOptions.config.signInMessage);
    if (access === 'user') return;
    if (access === 'platform-admin') {
      if (!request.user.isPlatformAdmin) throw forbidden(ORG_MESSAGES.forbidden);
      return;
    }
    const header = request.headers[ORG_HEADER];
    const requested = (Array.isArray(header) ? header[0] : header) || undefined;
    if (access === 'org-admin') {
      const org = await orgOf(request.user.id, undefined, requested);
      if (!FULL_ACCESS_ROLES.includes(org.role)) throw forbidden(ORG_MESSAGES.forbidden);
      request.org = org;
      return;
    }
    if ('orgs' in access) {
      const kinds = Object.keys(access.orgs) as OrgKind[];
      const org = await orgOf(request.user.id, kinds, requested);
      const permission: string | null | undefined = access.orgs[org.kind];
      if (!hasPermission(org, permission ?? undefined)) throw forbidden(ORG_MESSAGES.forbidden);
      request.org = org;
      return;
    }
    const org = await orgOf(request.user.id, access.org, requested);
    if (!hasPermission(org, access.permission)) throw forbidden(ORG_MESSAGES.forbidden);
    request.org = org;
  });
}
