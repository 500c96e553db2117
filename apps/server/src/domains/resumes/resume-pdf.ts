/** Resume PDFs, drawn in the shared PDF worker pool (src/pdf). */
import type { ResumeData, ResumeTemplate } from '@vedann/contracts';
import { runPdfRender } from '../../pdf/pool';

/** The resume as a PDF in the chosen template (A4, margin 40, content width 510). */
export function renderResumePdf(resume: ResumeData, template: ResumeTemplate): Promise<Buffer> {
  return runPdfRender({ kind: 'resume', resume, template });
}
