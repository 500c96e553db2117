import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const execFileAsync = promisify(execFile);

/** The PDF's text as pdftotext gives it, with runs of white space as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `pdf-text-${process.pid}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const { stdout } = await execFileAsync('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The QR code on the PDF's first page, read from a 300 dpi greyscale raster. */
export async function qrOf(pdf: Buffer): Promise<string | undefined> {
  const base = path.join(os.tmpdir(), `pdf-qr-${process.pid}-${Math.random()}`);
  fs.writeFileSync(`${base}.pdf`, pdf);
  try {
    await execFileAsync('pdftoppm', ['-gray', '-r', '300', '-singlefile', `${base}.pdf`, base]);
    const pgm = fs.readFileSync(`${base}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const grey = pixels[i] ?? 255;
      rgba.set([grey, grey, grey, 255], i * 4);
    }
    return jsQR(rgba, width, height)?.data;
  } finally {
    fs.rmSync(`${base}.pdf`, { force: true });
    fs.rmSync(`${base}.pgm`, { force: true });
  }
}
