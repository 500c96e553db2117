import { z } from 'zod';
import { phoneInputSchema } from '../common/phone';
import { ROLES, SIGNUP_PASSWORD_PATTERN, USER_MESSAGES } from './user-terms';

export * from './user-terms';
export * from './login';

/** A string field whose absence gets the field's own message rather than a type error. */
const text = (message: string) => z.string({ error: message }).trim();
const trimmed = z.string().trim();
export const emailSchema = text(USER_MESSAGES.email)
  .toLowerCase()
  .pipe(z.email({ message: USER_MESSAGES.email }).max(254, USER_MESSAGES.email));
/** A phone typed in any Indian way, stored in E.164 (decision 0359). */
export const phoneSchema = phoneInputSchema(USER_MESSAGES.phone);
export const fullnameSchema = text(USER_MESSAGES.fullnameRequired)
  .min(1, USER_MESSAGES.fullnameRequired)
  .max(100, 'Full name may have at most 100 characters.');
export const signupPasswordSchema = z
  .string({ error: USER_MESSAGES.password })
  .max(128, USER_MESSAGES.password)
  .regex(SIGNUP_PASSWORD_PATTERN, USER_MESSAGES.password);

/** POST user/register: the spec's payload, plus the role the account is for (default student). */
export const registerInputSchema = z.object({
  fullname: fullnameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  password: signupPasswordSchema,
  role: z
    .enum(ROLES, { error: 'Choose a role: student, recruiter or librarian.' })
    .default('student'),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The sign-up form adds the confirmation, checked in the browser only. */
export const signupFormSchema = registerInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: USER_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordInputSchema = z.object(
  { email: emailSchema },
  { error: USER_MESSAGES.email },
);

/**
 * POST user/reset-password/:token: the new password meets the sign-up policy, as any password an
 * account may have. Under 6 characters it gets the reset rule's own message (spec 01 section 5);
 * longer, breaking the policy, the sign-up message. The length check aborts, so a short password
 * gets only its own message.
 */
export const resetPasswordInputSchema = z.object(
  {
    newPassword: z
      .string({ error: USER_MESSAGES.resetShort })
      .min(6, { message: USER_MESSAGES.resetShort, abort: true })
      .max(128, USER_MESSAGES.password)
      .regex(SIGNUP_PASSWORD_PATTERN, USER_MESSAGES.password),
  },
  { error: USER_MESSAGES.resetShort },
);

/**
 * GET user/reset-password/:token checks a reset link without using it, so the page can say a
 * used or expired link is invalid as soon as it opens: 200 with resetLinkValid, else 400 with
 * resetInvalid. The token travels in the path, as in the reset itself.
 */
export const resetTokenParamsSchema = z.object({ token: z.string().max(200) });

export const resetPasswordFormSchema = resetPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: USER_MESSAGES.resetMismatch,
    path: ['confirmPassword'],
  });

/**
 * PUT user/update-profile: the spec's three fields (updatedProfileNumber is the phone number),
 * plus fullname, bio, email and phoneNumber. Every field is optional; only those sent change.
 */
export const updateProfileInputSchema = z.object({
  fullname: fullnameSchema.optional(),
  email: emailSchema.optional(),
  phoneNumber: phoneSchema.optional(),
  updatedProfileNumber: phoneSchema.optional(),
  bio: trimmed.max(500, USER_MESSAGES.bio).optional(),
  updatedRating: z.coerce
    .number({ error: USER_MESSAGES.rating })
    .min(0, USER_MESSAGES.rating)
    .max(5, USER_MESSAGES.rating)
    .optional(),
  updatedHandlerName: trimmed.max(40, USER_MESSAGES.handlerName).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const userSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  profile: z.object({
    profilePhoto: z.string().nullable(),
    bio: z.string(),
    /** The Vedan ID: a short public member id. */
    userId: z.string(),
    rating: z.number(),
    handlerName: z.string(),
  }),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: userSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;
