// Spreadsheets in and out (issue 32 item 5): 10,000 library members imported from one CSV file
// (the preview, then the commit's one transaction), and the same list exported again.
import { report } from './support';

/** The budget of issue 32: 10,000 rows in under 10 s on PGlite. */
const IMPORT_BUDGET_MS = 10_000;

/** A library's register of 10,000 students, as a spreadsheet would save it. */
export function membersCsv(rows = 10_000): string {
  const lines = ['Name,Vedan ID,Seat No,Fees,Time,Joining Date'];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      `Student ${i},VB${String(i).padStart(6, '0')},${(i % 200) + 1},700,Morning,01/01/2026`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

async function timed(what: () => Promise<Response>): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await what();
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

export async function benchSpreadsheets(options: {
  base: string;
  headers: Record<string, string>;
}): Promise<void> {
  const { base, headers } = options;
  const file = membersCsv();
  const send = (path: string) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'members.csv');
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
  };
  const preview = await timed(() => send('/api/v1/joined/import/preview'));
  report(
    'import preview: 10,000 library members (CSV)',
    `${preview.ms.toFixed(0)} ms`,
    '-',
    undefined,
  );
  const commit = await timed(() => send('/api/v1/joined/import'));
  const { added } = JSON.parse(commit.body) as { added: number };
  report(
    'import: 10,000 library members in one transaction',
    `${commit.ms.toFixed(0)} ms, ${added} added`,
    `< ${IMPORT_BUDGET_MS / 1000} s`,
    commit.ms < IMPORT_BUDGET_MS && added === 10_000,
  );
  const exported = await timed(() => fetch(`${base}/api/v1/joined/export.csv`, { headers }));
  report(
    'export: the 10,000 members as CSV',
    `${exported.ms.toFixed(0)} ms, ${exported.body.length.toLocaleString('en-IN')} characters`,
    '-',
    undefined,
  );
}
