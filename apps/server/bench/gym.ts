// Gym members: the members list page and the expiring-this-week list at 10,000 members, and the
// gym's home over them, a year of their fees and today's sheet.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, load, reportRun } from './support';

/**
 * 10,000 members in the bench gym, in 3 batches, their memberships ending over the next year
 * (about 200 of them this week), 20,000 fees over twelve months and 300 check-ins today.
 */
export async function loadGymBenchData(db: Db, orgId: string): Promise<void> {
  await db.execute(sql`
    insert into gym_batches (id, org_id, batch_name, batch_limit, batch_open_time, batch_close_time, member_count)
    select lpad(to_hex(b + 700000), 24, '0'), ${orgId}, 'Batch ' || b, 4000, '06:00', '08:00',
           case when b < 3 then 3333 else 3334 end
    from generate_series(1, 3) b`);
  await db.execute(sql`
    insert into gym_members (id, org_id, member_id, name, mobile, join_date, batch_id, plan,
                             start_date, expired_date)
    select lpad(to_hex(g + 800000), 24, '0'), ${orgId}, 'GM' || lpad(g::text, 5, '0'),
           'Member ' || g, '9876543210', current_date - 30,
           lpad(to_hex(g % 3 + 1 + 700000), 24, '0'), 'Monthly', current_date - 30,
           current_date - 20 + (g % 380)
    from generate_series(1, 10000) g`);
  // Two fees a member over the last twelve months (a third not paid) and 300 check-ins today.
  await db.execute(sql`
    insert into gym_fees (id, org_id, member_id, fee_from, fee_to, amount, status, currency)
    select lpad(to_hex(g + 4000000), 24, '0'), ${orgId}, lpad(to_hex(g % 10000 + 1 + 800000), 24, '0'),
           (date_trunc('month', current_date) - make_interval(months => g % 12))::date,
           (date_trunc('month', current_date) - make_interval(months => g % 12) + interval '27 days')::date,
           1000, case when g % 3 = 0 then 'Notpaid' else 'Paid' end, 'INR'
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into attendance_daily (id, org_id, date, sr_no, code, student_name, sign, remark)
    select lpad(to_hex(g + 4100000), 24, '0'), ${orgId}, current_date, g, 'S' || g, 'Member ' || g,
           case when g % 10 = 0 then 'cross' else 'tick' end,
           case when g % 10 = 0 then 'Absent' else 'Present' end
    from generate_series(1, 300) g`);
  for (const table of ['gym_members', 'gym_fees', 'attendance_daily'])
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}

/** A deep members page, the Expiring filter, the dashboard and the home. */
export async function benchGym(options: {
  base: string;
  headers: Record<string, string>;
  db: Db;
  orgId: string;
}): Promise<void> {
  const { base, headers, db, orgId } = options;
  await loadGymBenchData(db, orgId);
  const runs: [string, string][] = [
    ['GET /gym/members page 1 of 10,000 members', '/api/v1/gym/members?page=1&limit=20'],
    ['GET /gym/members page 400 of 10,000 members', '/api/v1/gym/members?page=400&limit=20'],
    [
      'GET /gym/members?status=Expiring (this week)',
      '/api/v1/gym/members?status=Expiring&limit=20',
    ],
    ['GET /gym/members-dashboard (expiring, expired, fees due)', '/api/v1/gym/members-dashboard'],
    ['GET /gym/home (10,000 members, 20,000 fees, 300 check-ins)', '/api/v1/gym/home'],
  ];
  for (const [name, path] of runs) {
    const run = await load({ url: `${base}${path}`, headers });
    reportRun(name, run, LIST_PAGE);
  }
}
