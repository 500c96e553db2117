import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, loginInputSchema, signupFormSchema } from '@vedann/contracts';
import { i18n } from '../i18n';
import { zodFormResolver } from './zod-form';

describe('zodFormResolver', () => {
  it('maps each failing field to the contract message', () => {
    const validate = zodFormResolver(signupFormSchema);
    const errors = validate({
      fullname: 'Asha',
      email: 'asha@example.com',
      phoneNumber: '12345',
      password: 'Secret1!',
      confirmPassword: 'Secret2!',
      role: 'student',
    });
    expect(errors).toEqual({
      phoneNumber: USER_MESSAGES.phone,
      confirmPassword: USER_MESSAGES.passwordMismatch,
    });
  });

  it('returns no errors for valid values', () => {
    const validate = zodFormResolver(loginInputSchema);
    expect(validate({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('shows a known contract message in Hindi when Hindi is chosen', async () => {
    await i18n.changeLanguage('hi');
    try {
      const errors = zodFormResolver({
        safeParse: () => ({
          success: false,
          error: { issues: [{ path: ['when'], message: 'Enter a real date as YYYY-MM-DD.' }] },
        }),
      })({});
      expect(errors).toEqual({ when: 'सही तारीख YYYY-MM-DD के रूप में लिखें।' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
