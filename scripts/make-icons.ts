// Renders the installed app's icons (apps/web/public/icons) from the drawing in
// apps/web/build/app-icon.svg, in Debian's Chromium as the e2e tests start it. Run again after
// changing the drawing, and commit the PNGs:
//
//   npx tsx scripts/make-icons.ts
//
// "any" icons are the favicon's rounded tile; the maskable one fills the whole square with the tile's
// colour and keeps the drawing inside the central 80 % circle that every launcher mask leaves
// visible (https://www.w3.org/TR/appmanifest/#icon-masks).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

/** The tile's colour: the favicon's, and the manifest's `background_color`. */
const TILE_COLOUR = '#12161c';
const drawing = readFileSync(
  fileURLToPath(new URL('../apps/web/build/app-icon.svg', import.meta.url)),
  'utf8',
);
const outDir = new URL('../apps/web/public/icons/', import.meta.url);

interface IconSpec {
  readonly file: string;
  readonly sizePx: number;
  /** Maskable: square full bleed, drawing at 60 % of the side (within the 80 % safe circle). */
  readonly maskable: boolean;
}

const ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', sizePx: 192, maskable: false },
  { file: 'icon-512.png', sizePx: 512, maskable: false },
  { file: 'icon-maskable-512.png', sizePx: 512, maskable: true },
  // iOS draws its own rounded corners on a full square.
  { file: 'apple-touch-icon.png', sizePx: 180, maskable: true },
];

function page(icon: IconSpec): string {
  const radius = icon.maskable ? '0' : `${(14 / 64) * 100}%`;
  const drawingPct = icon.maskable ? 60 : 100;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${icon.sizePx}px;height:${icon.sizePx}px;border-radius:${radius};background:${TILE_COLOUR};display:grid;place-items:center">
<div style="width:${drawingPct}%;height:${drawingPct}%">${drawing.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_EXECUTABLE,
  args: [...CHROMIUM_ARGS],
});
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.sizePx, height: icon.sizePx } });
    await tab.setContent(page(icon));
    await tab.screenshot({
      path: fileURLToPath(new URL(icon.file, outDir)),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.sizePx, height: icon.sizePx },
    });
    await tab.close();
    console.log(`${icon.file}: ${icon.sizePx}×${icon.sizePx}${icon.maskable ? ' maskable' : ''}`);
  }
} finally {
  await browser.close();
}
