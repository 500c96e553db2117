import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  RESET_TOKEN_TTL_MS,
  USER_MESSAGES,
  accountsApi,
  updateProfileInputSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { clearCountedAccount } from '../../http/limits';
import { routeOf } from '../../http/endpoint-routes';
import { HttpError, conflict, unauthorized } from '../../http/errors';
import { deleteOwnFile, readMultipart, storeFile, type UploadedFile } from '../../http/uploads';
import { checkPassword, hashPassword } from './passwords';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  createSession,
  endAllSessions,
  endSession,
  hashToken,
  newToken,
} from './sessions';
import { isUniqueViolation } from '../../db/errors';
import { createUser, findUserByEmail, toUserDto } from './users.service';
import { passwordResets, users } from './users.table';
import { DEFAULT_RATE_LIMITS } from '../../app-context';
import { registerCurrentUserRoutes } from './current-user.routes';

const tags = ['user'];

export function registerUserRoutes(ctx: AppContext): void {
  registerSessionRoutes(ctx);
  registerCurrentUserRoutes(ctx);
  registerProfileRoute(ctx);
  registerPasswordResetRoutes(ctx);
}

/** Sign-up, log-in and log-out. */
function registerSessionRoutes(ctx: AppContext): void {
  const { app, db, config, rateLimits, authCache } = ctx;
  const secureCookie = config.env === 'production' && config.publicUrl.startsWith('https:');

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });

  app.route({
    ...routeOf(accountsApi.register, tags, { rateLimit: rateLimits.register }),
    // Signed in at once (issue 31, decision 0347): the spec moved on to Log In, where a person
    // who had just chosen a password typed it again and was greeted "Welcome back".
    handler: async (request, reply) => {
      const user = await createUser(db, request.body);
      const token = await createSession(db, user.id);
      setSessionCookie(reply, token);
      return reply.status(201).send({
        success: true as const,
        message: USER_MESSAGES.registered,
        token,
        user: toUserDto(user),
      });
    },
  });

  // Per account, whatever the address: rotating addresses does not buy a password guesser more
  // tries. A success takes its attempt back, so people who log in often are never held up.
  const accountLimit = {
    ...(rateLimits.loginFailures ?? DEFAULT_RATE_LIMITS.loginFailures),
    accountOf: (body: unknown) => {
      const email = (body as { email?: unknown } | null)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    },
  };

  app.route({
    ...routeOf(accountsApi.login, tags, { rateLimit: rateLimits.login, accountLimit }),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await checkPassword(user?.passwordHash, password);
      if (!user || !valid) throw unauthorized(USER_MESSAGES.invalidCredentials);
      await clearCountedAccount(ctx.attempts, request);
      const token = await createSession(db, user.id);
      setSessionCookie(reply, token);
      return {
        success: true as const,
        message: `${USER_MESSAGES.loggedIn} ${user.fullname}`,
        token,
        user: toUserDto(user),
      };
    },
  });

  const logoutHandler = async (request: { sessionToken: string | null }, reply: FastifyReply) => {
    if (request.sessionToken) {
      await endSession(db, request.sessionToken);
      await authCache.forgetSession(hashToken(request.sessionToken));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: USER_MESSAGES.loggedOut };
  };
  // The spec logs out with GET; POST is the conventional alias. Both get the cross-site check.
  for (const declared of [accountsApi.logoutByGet, accountsApi.logout]) {
    app.route({ ...routeOf(declared, tags, { changesState: true }), handler: logoutHandler });
  }
}

function registerProfileRoute(ctx: AppContext): void {
  const { app, db, authCache } = ctx;
  // JSON or multipart: the handler reads and checks either, so the route checks no body.
  const profileRoute = routeOf(accountsApi.updateProfile, tags);
  app.route({
    ...profileRoute,
    schema: {
      tags,
      response: profileRoute.schema.response,
      description:
        'JSON with the fields of updateProfileInput, or multipart/form-data with the same text fields and an image in `profilePhoto` (PNG, JPEG, WebP or GIF, at most 2 MB).',
    },
    handler: async (request) => {
      const user = currentUser(request);
      let raw: unknown = request.body ?? {};
      let photo: UploadedFile | undefined;
      if (request.isMultipart()) {
        const { fields, file } = await readMultipart(request, {
          fileField: 'profilePhoto',
          category: 'image',
          rejectMessage: USER_MESSAGES.photo,
        });
        raw = fields;
        photo = file;
      }
      // The fields are checked before the photo is stored.
      const input = updateProfileInputSchema.parse(raw);
      const photoUrl = photo
        ? (
            await storeFile(db, ctx.storage, photo, {
              ownerId: user.id,
              orgId: null,
              isPublic: true,
            })
          ).url
        : undefined;
      const email = input.email;
      if (email && email !== user.email) {
        const other = await findUserByEmail(db, email);
        if (other && other.id !== user.id) throw conflict(USER_MESSAGES.duplicateEmail);
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.fullname !== undefined) changes.fullname = input.fullname;
      if (email !== undefined) changes.email = email;
      const phone = input.phoneNumber ?? input.updatedProfileNumber;
      if (phone !== undefined) changes.phoneNumber = phone;
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.updatedRating !== undefined) changes.rating = input.updatedRating;
      if (input.updatedHandlerName !== undefined) changes.handlerName = input.updatedHandlerName;
      if (photoUrl !== undefined) changes.profilePhoto = photoUrl;
      let updated = user;
      if (Object.keys(changes).length > 0) {
        try {
          const [row] = await db
            .update(users)
            .set(changes)
            .where(eq(users.id, user.id))
            .returning();
          if (row) updated = row;
          await authCache.forgetUser(user.id);
          if (photoUrl !== undefined && user.profilePhoto) {
            await deleteOwnFile(db, ctx.storage, user.profilePhoto, user.id);
          }
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_key'))
            throw conflict(USER_MESSAGES.duplicateEmail);
          throw error;
        }
      }
      return {
        success: true as const,
        message: USER_MESSAGES.profileUpdated,
        user: toUserDto(updated),
      };
    },
  });
}

/** A forgotten password: the e-mailed link, its check, and the new password. */
function registerPasswordResetRoutes(ctx: AppContext): void {
  const { app, db, config, mailer, rateLimits, authCache } = ctx;
  app.route({
    ...routeOf(accountsApi.forgotPassword, tags, { rateLimit: rateLimits.forgotPassword }),
    handler: async (request) => {
      const { email } = request.body;
      // The lookup and the e-mail run after the answer, so neither its wording nor its timing
      // tells whether the address has an account.
      ctx.background(async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const token = newToken();
        await db.insert(passwordResets).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        const link = `${config.publicUrl}/reset-password/${token}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Vedann password',
          text: [
            `Hello ${user.fullname},`,
            '',
            'Someone asked to reset the password of your Vedann account. To choose a new one, open:',
            '',
            link,
            '',
            'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
          ].join('\n'),
        });
      });
      return { success: true, message: USER_MESSAGES.forgotSent };
    },
  });

  // Checks a reset link without using it: the reset page asks when it opens, so a used or
  // expired link says so at once instead of only after the new password is typed.
  app.route({
    ...routeOf(accountsApi.checkResetLink, tags, { rateLimit: rateLimits.resetPassword }),
    handler: async (request) => {
      const [live] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(request.params.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!live) throw new HttpError(400, USER_MESSAGES.resetInvalid);
      return { success: true, message: USER_MESSAGES.resetLinkValid };
    },
  });

  app.route({
    ...routeOf(accountsApi.resetPassword, tags, { rateLimit: rateLimits.resetPassword }),
    handler: async (request) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      // Claiming the token and checking it is one statement, so a token works exactly once.
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(request.params.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) throw new HttpError(400, USER_MESSAGES.resetInvalid);
      await db.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
      await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
      await endAllSessions(db, claimed.userId);
      await authCache.forgetUser(claimed.userId);
      return { success: true, message: USER_MESSAGES.resetDone };
    },
  });
}
