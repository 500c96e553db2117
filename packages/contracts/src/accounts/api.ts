import { z } from 'zod';
import { messageResponseSchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  resetTokenParamsSchema,
  updateProfileInputSchema,
  userResponseSchema,
  userSchema,
} from './user';

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

/**
 * Accounts (spec 01): signing up and in and out, the signed-in account, its profile and its
 * password. The landing page's first load asks `me` and `logout` with `apiGet`/`apiSend` (web
 * lib/auth.ts), which takes no schema, so these declarations stay out of that bundle.
 */
export const accountsApi = {
  register: endpoint({
    method: 'POST',
    path: '/user/register',
    access: 'public',
    body: registerInputSchema,
    /** The new account is signed in: the session cookie is set, as Log In sets it. */
    answer: loginResponseSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    access: 'public',
    body: loginInputSchema,
    answer: loginResponseSchema,
  }),
  /** POST carries X-Requested-With, which the server's cross-site check asks of a logout. */
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    access: 'public',
    answer: messageResponseSchema,
  }),
  /** The spec logs out with GET; POST (`logout`) is the conventional alias. */
  logoutByGet: endpoint({
    method: 'GET',
    path: '/user/logout',
    access: 'public',
    answer: messageResponseSchema,
  }),
  me: endpoint({
    method: 'GET',
    path: '/user',
    access: 'public',
    answer: currentUserResponseSchema,
  }),
  chooseLanguage: endpoint({
    method: 'PUT',
    path: '/user/language',
    access: 'user',
    body: languageInputSchema,
    answer: z.object({ success: z.literal(true), language: z.enum(ACCOUNT_LANGUAGES) }),
  }),
  /**
   * JSON with the fields of `updateProfileInputSchema`, or multipart/form-data with the same text
   * fields and an image in `profilePhoto`: the server reads either itself, so its route checks
   * no body schema.
   */
  updateProfile: endpoint({
    method: 'PUT',
    path: '/user/update-profile',
    access: 'user',
    body: updateProfileInputSchema,
    answer: userResponseSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/user/forgot-password',
    access: 'public',
    body: forgotPasswordInputSchema,
    answer: messageResponseSchema,
  }),
  /**
   * Checks a reset link without using it: the reset page asks when it opens, so a used or
   * expired link says so at once instead of only after the new password is typed.
   */
  checkResetLink: endpoint({
    method: 'GET',
    path: '/user/reset-password/:token',
    access: 'public',
    params: resetTokenParamsSchema,
    answer: messageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/user/reset-password/:token',
    access: 'public',
    params: resetTokenParamsSchema,
    body: resetPasswordInputSchema,
    answer: messageResponseSchema,
  }),
};
