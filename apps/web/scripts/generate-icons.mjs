// Renders the app icons for the web manifest from the logo mark (components/brand/logo.tsx).
// Run by hand when the logo changes: `node apps/web/scripts/generate-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });

const WAVES = `<g fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round">
  <path d="M20.5 20.5a16 16 0 0 0 0 23"/><path d="M43.5 20.5a16 16 0 0 1 0 23"/>
  <path d="M13.5 13.5a26 26 0 0 0 0 37" opacity="0.7"/><path d="M50.5 13.5a26 26 0 0 1 0 37" opacity="0.7"/>
</g><circle cx="32" cy="32" r="5.5" fill="#fff"/>`;
const GRADIENT = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>`;

// "any" icon: the rounded tile as in the navbar, on a transparent background.
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" rx="15" fill="url(#g)"/>${WAVES}</svg>`;
// Maskable: the platform cuts its own shape, so the colour fills the square and the mark stays
// inside the central 80 % safe zone.
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(12.8 12.8) scale(0.6)">${WAVES}</g></svg>`;
// Apple touch icon: iOS rounds the corners itself and shows transparency as black.
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(6.4 6.4) scale(0.8)">${WAVES}</g></svg>`;

const jobs = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon-180.png', appleIcon, 180],
];
for (const [name, svg, size] of jobs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((size / 64) * 72) }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(outDir, name));
  console.log(`${name} ${size}x${size}`);
}
