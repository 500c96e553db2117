/**
 * The two resume layouts, drawn with pdfkit. This runs inside the PDF worker threads
 * (pdf/worker.ts); call renderResumePdf in resume-pdf.ts instead of this.
 */
import {
  RESUME_PDF,
  educationDetails,
  resumeSections,
  type ResumeData,
  type ResumeSection,
  type ResumeTemplate,
} from '@vedann/contracts';
import { startPdf, type Doc } from '../../pdf/fonts';

const PAGE_HEIGHT = 841.89; // A4 in points
const { margin: MARGIN, contentWidth: WIDTH } = RESUME_PDF;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const BRAND = '#1c7ed6';
const MUTED = '#495057';

/** One line or paragraph of text as drawn: its font, size, colour and gap below. */
interface Piece {
  text: string;
  bold?: boolean;
  size: number;
  color?: string;
  gap?: number;
}

function setFont(doc: Doc, piece: Piece): void {
  doc
    .font(piece.bold ? 'bold' : 'regular')
    .fontSize(piece.size)
    .fillColor(piece.color ?? '#000000');
}

function pieceHeight(doc: Doc, piece: Piece): number {
  setFont(doc, piece);
  return doc.heightOfString(piece.text, { width: WIDTH }) + (piece.gap ?? 0);
}

/**
 * Draws pieces that belong together (a heading with its first entry, or one entry) on one page:
 * if they do not fit below the cursor they start a new page, so nothing is cut in half. A block
 * taller than a whole page is drawn as it comes, broken only between lines.
 */
function block(doc: Doc, pieces: Piece[]): void {
  const height = pieces.reduce((sum, p) => sum + pieceHeight(doc, p), 0);
  if (doc.y + height > BOTTOM && doc.y > MARGIN + 1 && height <= BOTTOM - MARGIN) doc.addPage();
  for (const piece of pieces) {
    setFont(doc, piece);
    doc.text(piece.text, MARGIN, doc.y, { width: WIDTH });
    if (piece.gap) doc.y += piece.gap;
  }
}

const present = (value: string) => value.trim() !== '';
const joined = (parts: string[], separator: string) => parts.filter(present).join(separator);

/** The entries both layouts draw, as pieces of text. */
function sections(resume: ResumeData, style: { size: number; muted: string; bullet: string }) {
  const { size, muted, bullet } = style;
  const { order, skills, experience, projects, education, certificates } = resumeSections(resume);
  const points = (lines: string[]): Piece[] =>
    lines.map((line) => ({ text: `${bullet} ${line}`, size: size - 0.5 }));
  return {
    order,
    skills,
    experience: experience.map((e): Piece[] => [
      { text: joined([e.role, e.company], ', '), bold: true, size },
      ...(present(e.year) ? [{ text: e.year, size: size - 1, color: muted }] : []),
      ...points(e.points),
    ]),
    projects: projects.map((p): Piece[] => [
      { text: joined([p.name, p.year], ', '), bold: true, size },
      ...(present(p.link) ? [{ text: p.link, size: size - 1, color: muted }] : []),
      ...points(p.points),
    ]),
    education: education.map((e): Piece[] => [
      { text: joined([e.type, e.university], ': '), bold: true, size },
      { text: educationDetails(e), size: size - 1, color: muted },
    ]),
    certificates,
  };
}

/** Draws the five sections in the person's order. */
function inOrder(order: readonly ResumeSection[], draw: Record<ResumeSection, () => void>): void {
  for (const section of order) draw[section]();
}

/** Draws a section: its heading stays with its first entry; each entry stays whole. */
function section(doc: Doc, heading: Piece[], entries: Piece[][], entryGap: number): void {
  if (entries.length === 0) return;
  doc.y += 10;
  entries.forEach((entry, index) => {
    const pieces = entry.map((p, i) => (i === entry.length - 1 ? { ...p, gap: entryGap } : p));
    block(doc, index === 0 ? [...heading, ...pieces] : pieces);
  });
}

const titled = (
  doc: Doc,
  heading: (title: string) => Piece[],
  title: string,
  entries: Piece[][],
  gap = 6,
) => section(doc, heading(title), entries, gap);

/** Vedann's own template: a coloured name band, coloured headings, skills inline. */
function drawVedann(doc: Doc, resume: ResumeData): void {
  const bandHeight = 86;
  doc.rect(0, 0, 595.28, bandHeight).fill(BRAND);
  doc.font('bold').fontSize(24).fillColor('#ffffff');
  doc.text(resume.name, MARGIN, 22, { width: WIDTH });
  doc.font('regular').fontSize(10).fillColor('#ffffff');
  doc.text(joined([resume.email, resume.phone], '   |   ') || ' ', MARGIN, doc.y + 2, {
    width: WIDTH,
  });
  doc.y = bandHeight + 14;
  block(doc, [
    ...(present(resume.address) ? [{ text: resume.address, size: 10, color: MUTED }] : []),
    ...(present(resume.portfolio) ? [{ text: resume.portfolio, size: 10, color: BRAND }] : []),
  ]);

  const parts = sections(resume, { size: 11, muted: MUTED, bullet: '•' });
  const heading = (title: string): Piece[] => [
    { text: title, bold: true, size: 13, color: BRAND, gap: 4 },
  ];
  inOrder(parts.order, {
    skills: () =>
      titled(
        doc,
        heading,
        'Skills',
        parts.skills.length > 0 ? [[{ text: parts.skills.join('  •  '), size: 11 }]] : [],
      ),
    experience: () => titled(doc, heading, 'Experience', parts.experience),
    projects: () => titled(doc, heading, 'Projects', parts.projects),
    education: () => titled(doc, heading, 'Education', parts.education),
    certificates: () =>
      titled(
        doc,
        heading,
        'Certificates',
        parts.certificates.map((line) => [{ text: line, size: 11 }]),
      ),
  });
}

/**
 * The ATS template: one column, black text, plain upper-case headings, every value on its own
 * labelled line, no shapes, images or tables, so a parser reads it in order.
 */
function drawAts(doc: Doc, resume: ResumeData): void {
  block(doc, [{ text: resume.name, bold: true, size: 20, gap: 4 }]);
  const contact = [
    ['Email', resume.email],
    ['Phone', resume.phone],
    ['Address', resume.address],
    ['Portfolio', resume.portfolio],
  ]
    .filter(([, value]) => present(value ?? ''))
    .map(([label, value]): Piece => ({ text: `${label}: ${value}`, size: 10.5 }));
  if (contact.length > 0) block(doc, contact);

  const parts = sections(resume, { size: 11, muted: '#000000', bullet: '-' });
  const heading = (title: string): Piece[] => [{ text: title, bold: true, size: 12, gap: 3 }];
  inOrder(parts.order, {
    skills: () =>
      titled(
        doc,
        heading,
        'SKILLS',
        parts.skills.map((skill) => [{ text: `- ${skill}`, size: 11 }]),
        1,
      ),
    experience: () => titled(doc, heading, 'EXPERIENCE', parts.experience, 5),
    projects: () => titled(doc, heading, 'PROJECTS', parts.projects, 5),
    education: () => titled(doc, heading, 'EDUCATION', parts.education, 5),
    certificates: () =>
      titled(
        doc,
        heading,
        'CERTIFICATES',
        parts.certificates.map((line) => [{ text: line, size: 11 }]),
        2,
      ),
  });
}

/** Lays out one resume and returns the PDF's bytes. Synchronous and CPU-bound: worker only. */
export function layoutResumePdf(resume: ResumeData, template: ResumeTemplate): Promise<Buffer> {
  const { doc, done } = startPdf({
    size: RESUME_PDF.size,
    margin: MARGIN,
    info: { Title: `${resume.name} - Resume`, Author: resume.name, Creator: 'Vedann' },
  });
  if (template === 'ats') drawAts(doc, resume);
  else drawVedann(doc, resume);
  doc.end();
  return done;
}

/** What `renderResumePdf` sends to the worker. */
export interface ResumePdfInput {
  resume: ResumeData;
  template: ResumeTemplate;
}

/** The entry the PDF worker calls (`PdfLayoutModule`). */
export function layoutPdf(input: unknown): Promise<Buffer> {
  const { resume, template } = input as ResumePdfInput;
  return layoutResumePdf(resume, template);
}
