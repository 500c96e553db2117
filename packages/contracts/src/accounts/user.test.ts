import { describe, expect, it } from 'vitest';
import {
  USER_MESSAGES,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  updateProfileInputSchema,
  welcomeText,
} from './user';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const signup = {
  fullname: 'Asha Rao',
  email: 'Asha@Example.com ',
  phoneNumber: '9876543210',
  password: 'Str0ng@pass',
  confirmPassword: 'Str0ng@pass',
};

describe('sign-up rules (spec 01 section 5)', () => {
  it('accepts a valid form, trims and lower-cases the e-mail, defaults the role to student', () => {
    const parsed = registerInputSchema.parse(signup);
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.role).toBe('student');
  });

  it.each(['Aa1@aaaa', 'Zz9$Zz9$', 'Pass!word1', 'Ab1%&*?@'])(
    'accepts the password %s',
    (password) => {
      expect(registerInputSchema.safeParse({ ...signup, password }).success).toBe(true);
    },
  );

  it.each([
    ['Aa1@aaa', 'seven characters'],
    ['aaaa1@aa', 'no uppercase'],
    ['AAAA1@AA', 'no lowercase'],
    ['Aaaaa@aa', 'no digit'],
    ['Aaaaa1aa', 'no special character'],
    ['Aa1@aaa ', 'a space'],
    ['Aa1@aaa#', 'a # (not one of @$!%*?&)'],
    ['Aa1@aaaé', 'a non-ASCII letter'],
  ])('refuses the password %s (%s) with the spec message', (password) => {
    expect(firstMessage(registerInputSchema.safeParse({ ...signup, password }))).toBe(
      USER_MESSAGES.password,
    );
  });

  it.each(['123456789', '12345678901', '98765-4321', ''])('refuses the phone %j', (phoneNumber) => {
    expect(firstMessage(registerInputSchema.safeParse({ ...signup, phoneNumber }))).toBe(
      USER_MESSAGES.phone,
    );
  });

  it('needs the confirmation to match', () => {
    const result = signupFormSchema.safeParse({ ...signup, confirmPassword: 'Other@123' });
    expect(firstMessage(result)).toBe(USER_MESSAGES.passwordMismatch);
  });
});

describe('login, forgot and reset rules', () => {
  it('needs both login fields, with one message', () => {
    for (const input of [
      {},
      { email: 'a@b.co' },
      { password: 'x' },
      { email: ' ', password: '' },
      null,
    ]) {
      expect(firstMessage(loginInputSchema.safeParse(input))).toBe(USER_MESSAGES.loginRequired);
    }
  });

  it('needs an address-like e-mail at forgot-password', () => {
    expect(firstMessage(forgotPasswordInputSchema.safeParse({ email: 'asha' }))).toBe(
      USER_MESSAGES.email,
    );
    expect(firstMessage(forgotPasswordInputSchema.safeParse({}))).toBe(USER_MESSAGES.email);
    expect(forgotPasswordInputSchema.safeParse({ email: 'asha@example.com' }).success).toBe(true);
  });

  it('needs 6 characters, the sign-up policy and a matching confirmation at reset', () => {
    const reset = (newPassword: string, confirmPassword = newPassword) =>
      resetPasswordFormSchema.safeParse({ newPassword, confirmPassword });
    // Under 6 characters: the reset rule's own message, and only that one.
    expect(reset('12345').error?.issues.map((issue) => issue.message)).toEqual([
      USER_MESSAGES.resetShort,
    ]);
    expect(firstMessage(reset('Ab1@'))).toBe(USER_MESSAGES.resetShort);
    // Longer, a password sign-up refuses gets the sign-up message.
    expect(firstMessage(reset('123456'))).toBe(USER_MESSAGES.password);
    expect(firstMessage(reset('aaaaaa'))).toBe(USER_MESSAGES.password);
    expect(firstMessage(reset('Str0ng@pass'.repeat(12)))).toBe(USER_MESSAGES.password);
    expect(firstMessage(reset('Str0ng@pass', 'Str0ng@pasS'))).toBe(USER_MESSAGES.resetMismatch);
    expect(reset('Str0ng@pass').success).toBe(true);
  });
});

describe('profile update', () => {
  it('takes the spec field names and reads the rating from a form string', () => {
    const parsed = updateProfileInputSchema.parse({
      updatedProfileNumber: '9123456780',
      updatedRating: '4.5',
      updatedHandlerName: ' me ',
    });
    expect(parsed).toEqual({
      // Kept in E.164 (decision 0359).
      updatedProfileNumber: '+919123456780',
      updatedRating: 4.5,
      updatedHandlerName: 'me',
    });
  });

  it('refuses a rating outside 0 to 5', () => {
    expect(firstMessage(updateProfileInputSchema.safeParse({ updatedRating: 6 }))).toBe(
      USER_MESSAGES.rating,
    );
    expect(firstMessage(updateProfileInputSchema.safeParse({ updatedRating: 'high' }))).toBe(
      USER_MESSAGES.rating,
    );
  });
});

describe('welcome text by role', () => {
  it('speaks of managing libraries to a librarian and of libraries and jobs to a student', () => {
    expect(welcomeText('librarian')).toMatch(/manage your libraries/);
    expect(welcomeText('student')).toMatch(/libraries/);
    expect(welcomeText('student')).toMatch(/apply for jobs/);
    expect(
      new Set([welcomeText('librarian'), welcomeText('student'), welcomeText('recruiter')]).size,
    ).toBe(3);
  });
});
