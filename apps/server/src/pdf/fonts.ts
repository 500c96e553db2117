/**
 * What every PDF layout starts from (worker threads only): a pdfkit document with Noto Sans
 * Devanagari registered as 'regular' and 'bold', and its bytes collected.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

// Noto Sans Devanagari (an npm package, OFL) covers Latin and Devanagari (and ₹), so a name such
// as आशा राव is shaped by fontkit and embedded with its text; the PDF standard fonts cannot do either.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

// Parsed once per worker and shared by every document: pdfkit takes a fontkit font as it is, and
// fontkit keeps what it parsed (glyph outlines, shaping tables) for the next document.
const openFont = (weight: keyof typeof FONT_FILES) => {
  const font = fontkit.openSync(require.resolve(FONT_FILES[weight]));
  if (!('layout' in font)) throw new Error('Expected a single font, not a collection.');
  return font;
};
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
const loadFonts = () => (fonts ??= { regular: openFont('regular'), bold: openFont('bold') });

export type Doc = PDFKit.PDFDocument;

/** A new document with the fonts registered, and the promise of its bytes once `doc.end()`. */
export function startPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    // A tagged, language-marked document reads better in screen readers and parsers alike.
    lang: 'en-IN',
    compress: true,
    ...options,
  });
  const { regular, bold } = loadFonts();
  // pdfkit's types list only bytes and paths, but it takes a fontkit font too (PDFFontFactory).
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular');
  return { doc, done };
}
