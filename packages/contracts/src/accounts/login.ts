import { z } from 'zod';
import { USER_MESSAGES } from './user-terms';

/** POST user/login, apart from the sign-up's schemas: the sign-in page builds only this one. */
export const loginInputSchema = z.object(
  {
    email: z
      .string({ error: USER_MESSAGES.loginRequired })
      .trim()
      .toLowerCase()
      .min(1, USER_MESSAGES.loginRequired),
    password: z
      .string({ error: USER_MESSAGES.loginRequired })
      .min(1, USER_MESSAGES.loginRequired)
      .max(128, USER_MESSAGES.invalidCredentials),
  },
  { error: USER_MESSAGES.loginRequired },
);
export type LoginInput = z.infer<typeof loginInputSchema>;
