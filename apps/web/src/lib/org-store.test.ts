import { describe, expect, it } from 'vitest';
import { ORG_COOKIE as CONTRACT_ORG_COOKIE } from '@vedann/contracts';
import { orgToRender } from './org';
import { ORG_COOKIE } from './org-store';

describe("the business a signed-in visitor's page is rendered for", () => {
  const orgs = [
    { _id: 'gym', lastUsedAt: '2026-11-20T09:00:00.000Z' },
    { _id: 'ahar', lastUsedAt: '2026-11-28T17:30:00.000Z' },
  ];

  it('is the one the browser remembers, while it is still one of the account’s', () => {
    expect(orgToRender(orgs, 'gym')).toBe('gym');
  });

  it('is the one used last when the browser remembers none, or one no longer the account’s', () => {
    expect(orgToRender(orgs, null)).toBe('ahar');
    expect(orgToRender(orgs, 'someone-elses')).toBe('ahar');
  });

  it('is none before the businesses are known, or when there are none', () => {
    expect(orgToRender(undefined, 'gym')).toBeNull();
    expect(orgToRender([], 'gym')).toBeNull();
  });

  it('is remembered in the cookie the server reads', () => {
    expect(ORG_COOKIE).toBe(CONTRACT_ORG_COOKIE);
  });
});
