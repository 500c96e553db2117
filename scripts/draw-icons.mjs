/**
 * Draws Vedann's mark (a white V holding a yellow sun, on the app's indigo) and writes the web
 * app's icons into apps/web/public: favicon.svg, favicon.ico (32 px), and the PNGs the manifests
 * and iOS ask for. The PNGs are painted by Chromium from the same SVG, so every size is the same
 * drawing. Run it again after changing the mark: node scripts/draw-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');

const INDIGO = '#3b55be'; // theme.ts: indigo 7, white text on it passes WCAG AA
const SUN = '#ffd43b'; // Mantine's yellow 4

/** The mark on a 64-unit square; `scale` shrinks it about the centre (maskable icons' safe zone). */
function mark({ rounded, scale = 1 }) {
  const shift = (64 * (1 - scale)) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" ${rounded ? 'rx="14" ' : ''}fill="${INDIGO}"/>`,
    `<g transform="translate(${shift} ${shift}) scale(${scale})">`,
    '<path d="M15 20 L32 49 L49 20" fill="none" stroke="#fff" stroke-width="8" ',
    'stroke-linecap="round" stroke-linejoin="round"/>',
    `<circle cx="32" cy="18" r="6" fill="${SUN}"/>`,
    '</g></svg>',
  ].join('');
}

const ICONS = [
  // The browser tab and bookmarks: the rounded mark.
  { file: 'icons/icon-192.png', size: 192, svg: mark({ rounded: true }) },
  { file: 'icons/icon-512.png', size: 512, svg: mark({ rounded: true }) },
  // Android crops maskable icons to its own shape: full bleed, the mark inside the safe circle.
  { file: 'icons/icon-maskable-512.png', size: 512, svg: mark({ rounded: false, scale: 0.72 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'icons/apple-touch-icon.png', size: 180, svg: mark({ rounded: false, scale: 0.86 }) },
  { file: 'icons/favicon-32.png', size: 32, svg: mark({ rounded: true }) },
];

/** An .ico holding one PNG image (allowed since Windows Vista, read by every browser). */
function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), `${mark({ rounded: true })}\n`);
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const png = await page.screenshot({ omitBackground: true });
    fs.writeFileSync(path.join(publicDir, file), png);
    if (size === 32) fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(png, size));
    await page.close();
  }
} finally {
  await browser.close();
}
