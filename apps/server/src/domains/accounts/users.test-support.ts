import type { TestApp } from '../../test/harness';

/** A sign-up that passes every rule. */
export const valid = {
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  password: 'Str0ng@pass',
};

export const register = (t: TestApp, body: object) =>
  t.request('POST', '/api/v1/user/register', { body });
export const login = (t: TestApp, body: object) =>
  t.request('POST', '/api/v1/user/login', { body });
