import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';

const domains = path.join(path.dirname(fileURLToPath(import.meta.url)), 'domains');

/** Every table a module exports. */
const tablesOf = (module: Readonly<Record<string, unknown>>) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable));

describe('the list of areas', () => {
  it('has one entry for each folder of domains/, each named after its folder', () => {
    const folders = fs
      .readdirSync(domains, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(AREAS.map((area) => area.name).sort()).toEqual(folders.sort());
  });

  it("lists every table drizzle-kit finds in the areas' *.table.ts files, and only those", async () => {
    // The same files as drizzle.config.ts's glob.
    const files = fs
      .readdirSync(domains, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.table.ts'));
    const found = new Set<PgTable>();
    for (const file of files) {
      const module = (await import(path.join(domains, file))) as Record<string, unknown>;
      for (const table of tablesOf(module)) found.add(table);
    }
    const listed = new Set(AREAS.flatMap((area) => area.tables.flatMap(tablesOf)));
    expect(found.size).toBeGreaterThan(40);
    expect([...listed].filter((table) => !found.has(table))).toEqual([]);
    expect([...found].filter((table) => !listed.has(table))).toEqual([]);
  });

  it('gives each demo step, reminder kind and new-business step one area', () => {
    for (const key of ['seeds', 'reminders', 'orgSetup', 'people'] as const) {
      const all: unknown[] = AREAS.flatMap((area): readonly unknown[] => area[key] ?? []);
      expect(new Set(all).size).toBe(all.length);
    }
    const seedKeys = AREAS.flatMap((area) => area.seeds ?? []).map((seed) => seed.key);
    expect(new Set(seedKeys).size).toBe(seedKeys.length);
  });
});
