import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { types } from '@electric-sql/pglite';
import { openDatabase, type Database } from './client';
import { openPgliteThread, type ThreadedPglite } from './pglite-thread';
import { users } from '../domains/accounts/users.table';
import { migratedImage } from '../test/db-image';

describe('PGlite in its own thread', () => {
  let pg: ThreadedPglite;
  beforeAll(async () => {
    pg = await openPgliteThread({});
    await pg.exec(`create table things (id int primary key, name text not null, at timestamptz);
                   insert into things values (1, 'one', '2026-11-24 10:00:00+00');`);
  });
  afterAll(() => pg.close());

  it('answers queries in both row modes, keeping dates as PostgreSQL wrote them', async () => {
    const keep = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const objects = await pg.query<{ name: string; at: unknown }>(
      'select name, at from things where id = $1',
      [1],
      keep,
    );
    expect(objects.rows).toEqual([{ name: 'one', at: '2026-11-24 10:00:00+00' }]);
    const arrays = await pg.query('select id, name from things', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('refuses a parser it cannot carry to the thread', async () => {
    const upper = { parsers: { [types.TEXT]: (value: string) => value.toUpperCase() } };
    await expect(pg.query('select name from things', [], upper)).rejects.toThrow(/parser/);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query(`insert into things (id, name) values (2, 'two')`);
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(`insert into things (id, name) values (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await pg.query<{ id: number }>('select id from things order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("keeps a database error's code and constraint, which the error handler maps", async () => {
    const failure = await pg
      .query(`insert into things (id, name) values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'things_pkey' });
  });

  it('dumps its data folder, which opens again as an image', async () => {
    const copy = await openPgliteThread({ image: await pg.dumpDataDir('none') });
    const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from things');
    expect(rows[0]?.n).toBe(2);
    await copy.close();
  });
});

describe('the app database on a threaded PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ image: await migratedImage(), thread: true, queueLimit: 16 });
  });
  afterAll(() => database.close());

  it('serves drizzle: inserts in a transaction, reads back, and refuses a duplicate with 23505', async () => {
    const row = {
      id: 'a'.repeat(24),
      fullname: 'Threaded Reader',
      email: 'thread@vedann.local',
      phoneNumber: '9876543210',
      passwordHash: 'x',
      vedanId: 'VT000001',
    };
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(row);
    });
    const [found] = await database.db
      .select({ fullname: users.fullname, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, row.id));
    expect(found?.fullname).toBe('Threaded Reader');
    expect(found?.createdAt).toBeInstanceOf(Date);
    const duplicate = await database.db
      .insert(users)
      .values(row)
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ cause: { code: '23505' } });
    const counted = (await database.db.execute(sql`select count(*)::int as n from users`)) as {
      rows: unknown[];
    };
    expect(counted.rows[0]).toEqual({ n: 1 });
  });
});
