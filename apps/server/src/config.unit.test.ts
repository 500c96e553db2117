import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts nothing by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'false', '0', ' FALSE ']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('takes a hop count; true means one hop, never every hop', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(1);
  });

  it('takes a comma list of addresses and CIDRs', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start-up', () => {
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0', 'example.com', '1.2.3.4/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('SHEDDING_FLOOR', () => {
  it('is 16 by default, on either database', () => {
    expect(loadConfig({}).sheddingFloor).toBe(16);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).sheddingFloor).toBe(16);
  });

  it('is never below the database connections, nor below 8', () => {
    expect(loadConfig({ SHEDDING_FLOOR: '2' }).sheddingFloor).toBe(8);
    expect(
      loadConfig({ SHEDDING_FLOOR: '2', DATABASE_URL: 'postgres://db/app' }).sheddingFloor,
    ).toBe(10);
    expect(loadConfig({ SHEDDING_FLOOR: '200' }).sheddingFloor).toBe(200);
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://db/app' };

  it('is one process by default, or when left empty', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: ' ' }).workers).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...postgres, WORKERS: '64' }).workers).toBe(64);
  });

  it('takes a whole number from 1 to 64, and says so', () => {
    for (const wrong of ['0', '65', '1.5', 'two', '-1']) {
      expect(() => loadConfig({ ...postgres, WORKERS: wrong }), wrong).toThrow(
        'WORKERS: expected a whole number of processes from 1 to 64',
      );
    }
  });

  it('refuses more than one process on the embedded database', () => {
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS: 2 processes need PostgreSQL (set DATABASE_URL)',
    );
  });
});
