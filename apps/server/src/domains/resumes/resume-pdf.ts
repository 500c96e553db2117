/** Resume PDFs, drawn in the shared PDF worker pool (src/pdf). */
import type { ResumeData, ResumeTemplate } from '@vedann/contracts';
import { runPdfRender } from '../../pdf/pool';
import { serverModule } from '../../server-files';
import type { ResumePdfInput } from './resume-pdf.layout';

// The worker imports the layout itself; this module only names it.
const layoutModule = serverModule('domains/resumes/resume-pdf.layout.ts').href;

/** The resume as a PDF in the chosen template (A4, margin 40, content width 510). */
export function renderResumePdf(resume: ResumeData, template: ResumeTemplate): Promise<Buffer> {
  const input: ResumePdfInput = { resume, template };
  return runPdfRender({ kind: 'layout', module: layoutModule, input });
}
