import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { userSchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { toUserDto } from './users.service';
import { users } from './users.table';

const tags = ['user'];

/** The web app's languages; the account remembers its choice. */
export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;

const currentUserSchema = userSchema.extend({
  /** The account's chosen language, or null until it chooses one. */
  language: z.enum(ACCOUNT_LANGUAGES).nullable(),
});

/**
 * Who is signed in, or nobody. A signed-out visitor is an ordinary answer here, not a failure:
 * every page asks on its first load, and a 401 would be logged by the browser as an error.
 */
const currentUserResponseSchema = z.object({
  success: z.literal(true),
  user: currentUserSchema.nullable(),
});

const languageInputSchema = z.object({
  language: z.enum(ACCOUNT_LANGUAGES, { error: 'Choose English or Hindi.' }),
});

const languageResponseSchema = z.object({
  success: z.literal(true),
  language: z.enum(ACCOUNT_LANGUAGES),
});

/** GET /api/v1/user and the account's language. */
export function registerCurrentUserRoutes(ctx: AppContext): void {
  const { app, db, authCache } = ctx;

  app.get(
    '/api/v1/user',
    {
      config: { access: 'public' },
      schema: { response: { 200: currentUserResponseSchema }, tags },
    },
    async (request) => {
      const user = request.user;
      return {
        success: true as const,
        user: user ? { ...toUserDto(user), language: user.language ?? null } : null,
      };
    },
  );

  app.put(
    '/api/v1/user/language',
    {
      config: { access: 'user' },
      schema: { body: languageInputSchema, response: { 200: languageResponseSchema }, tags },
    },
    async (request) => {
      const user = currentUser(request);
      const { language } = request.body;
      await db.update(users).set({ language }).where(eq(users.id, user.id));
      // The session cache holds the account's row; the next request must see the new choice.
      authCache.forgetUser(user.id);
      return { success: true as const, language };
    },
  );
}
