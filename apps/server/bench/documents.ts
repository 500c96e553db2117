// A one-page document PDF (a fee receipt with a table and a QR code) drawn by the shared PDF pool
// (DESIGN.md section 10: p95 of 250 ms or less). Timed from the call to the last byte, in the
// server's own process, without HTTP: the resume bench already times a PDF request end to end.
import { amountInWords, formatInr } from '@vedann/contracts';
import { renderDocumentPdf, type PdfDocument } from '../src/pdf';
import { report } from './support';

const RECEIPT: PdfDocument = {
  size: 'A4',
  title: 'Fee receipt',
  subtitle: 'Receipt no. R-2026-0042',
  issuer: {
    name: 'Vijnan Study Centre',
    address: '12 FC Road, Shivajinagar, Pune 411005',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
  },
  fields: [
    { label: 'Received from', value: 'आशा राव (Asha Rao)' },
    { label: 'Vedan ID', value: 'VD7K2M9P' },
    { label: 'Amount in words', value: amountInWords(118_000) },
  ],
  tables: [
    {
      columns: [
        { header: 'Item', width: 3 },
        { header: 'Amount', align: 'right' },
      ],
      rows: [['Seat, Morning shift, December 2026', formatInr(100_000)]],
      totals: [
        { label: 'CGST 9%', value: formatInr(9_000) },
        { label: 'SGST 9%', value: formatInr(9_000) },
        { label: 'Total', value: formatInr(118_000) },
      ],
    },
  ],
  qr: { text: 'R-2026-0042', caption: 'Scan to verify receipt R-2026-0042' },
  footer: 'This is a computer-generated receipt.',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function timed(): Promise<number> {
  const start = performance.now();
  await renderDocumentPdf(RECEIPT);
  return performance.now() - start;
}

export async function benchDocumentPdf(): Promise<void> {
  // Warm-up: the workers start and load their fonts.
  for (let i = 0; i < 10; i++) await timed();
  const runs = Number(process.env.BENCH_PDF_RUNS ?? 100);
  for (const clients of [1, 4]) {
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = 0; i < Math.ceil(runs / clients); i++) times.push(await timed());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    report(
      `one-page document PDF (receipt, QR), ${clients} caller${clients > 1 ? 's' : ''}`,
      `${(times.length / seconds).toFixed(0)} PDFs/s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      'p95 <= 250 ms',
      p95 <= 250,
    );
  }
}
