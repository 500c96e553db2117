import { describe, expect, it } from 'vitest';
import { keywordQuery } from './jobs.service';

describe('keywordQuery', () => {
  it('makes each word a prefix, all required', () => {
    expect(keywordQuery('Front  Dev')).toBe('front:* & dev:*');
    expect(keywordQuery('node.js')).toBe('node:* & js:*');
  });
  it('lets nothing but letters and digits reach to_tsquery', () => {
    expect(keywordQuery("'&!:*()|")).toBeNull();
    expect(keywordQuery('c++ & <go>')).toBe('c:* & go:*');
    expect(keywordQuery('पुणे developer')).toBe('पुणे:* & developer:*');
  });
});
