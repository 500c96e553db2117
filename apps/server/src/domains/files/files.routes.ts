import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { memberships } from '../orgs/orgs.table';
import { files } from './files.table';

/**
 * Serves uploads. Public files go to anyone; signed-in-only files to any signed-in account;
 * private ones to their owner and their business.
 */
export function registerFileRoutes({ app, db, storage }: AppContext): void {
  app.get(
    '/api/v1/files/:id',
    {
      config: { access: 'public' },
      schema: { params: z.object({ id: idSchema }), tags: ['files'] },
    },
    async (request, reply) => {
      const [file] = await db.select().from(files).where(eq(files.id, request.params.id)).limit(1);
      if (!file) throw notFound('File not found.');
      if (!file.isPublic) {
        const user = request.user;
        if (!user) throw notFound('File not found.');
        let allowed = file.signedInOnly || file.ownerId === user.id;
        if (!allowed && file.orgId) {
          const [membership] = await db
            .select({ id: memberships.id })
            .from(memberships)
            .where(and(eq(memberships.orgId, file.orgId), eq(memberships.userId, user.id)))
            .limit(1);
          allowed = membership !== undefined;
        }
        if (!allowed) throw notFound('File not found.');
      }
      const stored = await storage.get(file.key);
      if (!stored) throw notFound('File not found.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', file.isPublic ? 'public, max-age=86400' : 'private, max-age=0')
        .send(stored.body);
    },
  );
}
