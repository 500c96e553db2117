import type { ResumeData, ResumeEducation } from './resume';

// What a resume shows, the same in the previews and the PDFs, and its file's name.

/** The lines of a multi-line field (bullet points, certificates), trimmed, blank ones left out. */
export const bulletLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-•*]\s*/, ''))
    .filter((line) => line !== '');

const isFilled = (value: string) => value.trim() !== '';

/**
 * What a resume shows, the same in both previews and both PDFs: blank skills and entries are
 * left out, each line of a bullet-point field is one point, and each line of the certificate
 * field is one certificate. `order` is the person's order of the sections.
 */
export function resumeSections(resume: ResumeData) {
  return {
    order: resume.sectionOrder,
    skills: resume.skills.map((s) => s.skill).filter(isFilled),
    experience: resume.experience
      .filter(
        (e) => isFilled(e.role) || isFilled(e.company) || isFilled(e.year) || isFilled(e.bullets),
      )
      .map((e) => ({ ...e, points: bulletLines(e.bullets) })),
    projects: resume.projects
      .filter(
        (p) => isFilled(p.name) || isFilled(p.link) || isFilled(p.year) || isFilled(p.bullets),
      )
      .map((p) => ({ ...p, points: bulletLines(p.bullets) })),
    education: resume.education.filter(
      (e) => isFilled(e.university) || isFilled(e.percentage) || isFilled(e.year),
    ),
    certificates: bulletLines(resume.certificate),
  };
}

/** The line under an education entry: "91.5%, 2018". */
export const educationDetails = (entry: ResumeEducation) =>
  [isFilled(entry.percentage) ? `${entry.percentage}%` : '', entry.year]
    .filter(isFilled)
    .join(', ');

/** The downloaded file is named after the person: "Asha Rao.pdf", "आशा राव.pdf". */
export function resumeFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'Resume'}.pdf`;
}
