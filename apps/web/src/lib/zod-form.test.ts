import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, loginInputSchema, signupFormSchema } from '@vedann/contracts';
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
});
