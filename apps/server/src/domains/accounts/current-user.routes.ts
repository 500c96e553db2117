import { eq } from 'drizzle-orm';
import { accountsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { toUserDto } from './users.service';
import { users } from './users.table';

const tags = ['user'];

/** GET /api/v1/user and the account's language. */
export function registerCurrentUserRoutes(ctx: AppContext): void {
  const { app, db, authCache } = ctx;

  app.route({
    ...routeOf(accountsApi.me, tags),
    handler: async (request) => {
      const user = request.user;
      return {
        success: true as const,
        user: user ? { ...toUserDto(user), language: user.language ?? null } : null,
      };
    },
  });

  app.route({
    ...routeOf(accountsApi.chooseLanguage, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const { language } = request.body;
      await db.update(users).set({ language }).where(eq(users.id, user.id));
      // The session cache holds the account's row; the next request must see the new choice.
      await authCache.forgetUser(user.id);
      return { success: true as const, language };
    },
  });
}
