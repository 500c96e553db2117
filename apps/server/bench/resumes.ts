// The one-page resume PDF (DESIGN.md section 10: p95 of 250 ms or less). autocannon reports no
// p95, so this times the requests itself: one client after another, then four at once.
import { defaultResume, type ResumeData } from '@vedann/contracts';
import { fetchReady, report } from './support';

const ONE_PAGE: ResumeData = {
  ...defaultResume(),
  name: 'आशा राव (Asha Rao)',
  email: 'asha@example.com',
  phone: '9876543210',
  address: 'Kothrud, Pune, Maharashtra',
  portfolio: 'https://asha.example.com',
  skills: ['TypeScript', 'React', 'PostgreSQL', 'Teamwork', 'Problem-solving'].map((skill) => ({
    skill,
  })),
  experience: [
    {
      role: 'Frontend Intern',
      company: 'Sutra Technologies',
      year: '2024',
      bullets: 'Built the booking screens in React\nCut the page load time by a third',
    },
    { role: 'Teaching Assistant', company: 'Pune University', year: '2023', bullets: '' },
  ],
  education: [
    { type: '10th', university: 'Kendriya Vidyalaya', percentage: '91', year: '2017' },
    { type: '12th', university: 'Fergusson College', percentage: '87.5', year: '2019' },
    { type: 'Graduation', university: 'Pune University', percentage: '78', year: '2023' },
  ],
  projects: [
    {
      name: 'Library seat booking',
      link: 'https://github.com/asha-rao/seats',
      year: '2024',
      bullets: 'A React and PostgreSQL app used by 200 students',
    },
  ],
  certificate: 'AWS Cloud Practitioner\nScrum Fundamentals',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`PDF answered ${response.status}`);
  return performance.now() - start;
}

/** Measures the PDF of a one-page resume for the signed-in account of `headers`. */
export async function benchResumePdf(base: string, headers: Record<string, string>) {
  const saved = await fetchReady(`${base}/api/resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify(ONE_PAGE),
  });
  const { resume } = (await saved.json()) as { resume: { _id: string } };
  const url = `${base}/api/resumes/${resume._id}/pdf?template=vedann`;
  // Warm-up: the workers start and load their fonts.
  for (let i = 0; i < 10; i++) await timed(url, headers);

  const runs = Number(process.env.BENCH_PDF_RUNS ?? 100);
  for (const clients of [1, 4]) {
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = 0; i < Math.ceil(runs / clients); i++) times.push(await timed(url, headers));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    report(
      `one-page resume PDF, ${clients} client${clients > 1 ? 's' : ''}`,
      `${(times.length / seconds).toFixed(0)} PDFs/s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      'p95 <= 250 ms',
      p95 <= 250,
    );
  }
}
