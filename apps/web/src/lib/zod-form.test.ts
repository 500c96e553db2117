import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR,
  USER_MESSAGES,
  loginInputSchema,
  signupFormSchema,
} from '@vedann/contracts';
import { i18n } from '../i18n';
import { parseOrShow, zodFormResolver } from './zod-form';

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

describe('parseOrShow', () => {
  it('answers the parsed value and clears the message when the value passes', () => {
    const shown: Array<string | null> = ['old'];
    const input = parseOrShow(loginInputSchema, { email: 'a@b.co', password: 'x' }, (m) =>
      shown.push(m),
    );
    expect(input).toEqual({ email: 'a@b.co', password: 'x' });
    expect(shown.at(-1)).toBeNull();
  });

  it('shows only the first problem, in Hindi when Hindi is chosen', async () => {
    await i18n.changeLanguage('hi');
    try {
      let shown: string | null = null;
      const input = parseOrShow(
        {
          safeParse: () => ({
            success: false,
            error: {
              issues: [
                { path: ['when'], message: 'Enter a real date as YYYY-MM-DD.' },
                { path: ['what'], message: 'A second problem.' },
              ],
            },
          }),
        },
        {},
        (message) => (shown = message),
      );
      expect(input).toBeNull();
      expect(shown).toBe('सही तारीख YYYY-MM-DD के रूप में लिखें।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to the given message when the schema names none', () => {
    let shown: string | null = null;
    parseOrShow(
      { safeParse: () => ({ success: false, error: { issues: [] } }) },
      {},
      (message) => (shown = message),
    );
    expect(shown).toBe(GENERIC_ERROR);
  });
});
