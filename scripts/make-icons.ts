// Renders Glide's icons from the drawing in apps/web/build/app-icon.svg, in Debian's Chromium as
// the e2e tests start it: the installed web app's (apps/web/public/icons) and the native apps'
// launcher icons and splash screens (apps/native). Run again after changing the drawing, and commit
// the PNGs:
//
//   npx tsx scripts/make-icons.ts
//
// "rounded" icons are the favicon's tile; "square" ones fill the whole image with the tile's colour
// (a maskable icon keeps the drawing inside the central 80 % circle that every launcher mask leaves
// visible, https://www.w3.org/TR/appmanifest/#icon-masks; iOS rounds its icons itself); Android's
// adaptive "foreground" is the drawing alone on transparency, inside its 66/108 safe circle.
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

/** How an image is drawn: see the top of the file. */
type Shape = 'rounded' | 'square' | 'circle' | 'foreground';

interface ImageSpec {
  /** Relative to the repository's root. */
  readonly file: string;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly shape: Shape;
  /** The drawing's side, in % of the image's shorter side. */
  readonly drawingPct: number;
}

const square = (file: string, sizePx: number, shape: Shape, drawingPct: number): ImageSpec => ({
  file,
  widthPx: sizePx,
  heightPx: sizePx,
  shape,
  drawingPct,
});

const WEB = 'apps/web/public/icons';
const ANDROID = 'apps/native/android/app/src/main/res';
const IOS = 'apps/native/ios/App/App/Assets.xcassets';
/** Android's densities and the launcher icon's side at each (48 dp). */
const DENSITIES = [
  ['mdpi', 1],
  ['hdpi', 1.5],
  ['xhdpi', 2],
  ['xxhdpi', 3],
  ['xxxhdpi', 4],
] as const;
/** Android's splash images, as Capacitor's template names them: [folder, width, height]. */
const ANDROID_SPLASHES = [
  ['drawable', 480, 320],
  ['drawable-land-mdpi', 480, 320],
  ['drawable-land-hdpi', 800, 480],
  ['drawable-land-xhdpi', 1280, 720],
  ['drawable-land-xxhdpi', 1600, 960],
  ['drawable-land-xxxhdpi', 1920, 1280],
  ['drawable-port-mdpi', 320, 480],
  ['drawable-port-hdpi', 480, 800],
  ['drawable-port-xhdpi', 720, 1280],
  ['drawable-port-xxhdpi', 960, 1600],
  ['drawable-port-xxxhdpi', 1280, 1920],
] as const;

const IMAGES: readonly ImageSpec[] = [
  square(`${WEB}/icon-192.png`, 192, 'rounded', 100),
  square(`${WEB}/icon-512.png`, 512, 'rounded', 100),
  square(`${WEB}/icon-maskable-512.png`, 512, 'square', 60),
  square(`${WEB}/apple-touch-icon.png`, 180, 'square', 60),
  ...DENSITIES.flatMap(([density, scale]) => [
    square(`${ANDROID}/mipmap-${density}/ic_launcher.png`, 48 * scale, 'rounded', 100),
    square(`${ANDROID}/mipmap-${density}/ic_launcher_round.png`, 48 * scale, 'circle', 80),
    square(
      `${ANDROID}/mipmap-${density}/ic_launcher_foreground.png`,
      108 * scale,
      'foreground',
      50,
    ),
  ]),
  ...ANDROID_SPLASHES.map(([folder, widthPx, heightPx]) => ({
    file: `${ANDROID}/${folder}/splash.png`,
    widthPx,
    heightPx,
    shape: 'square' as const,
    drawingPct: 30,
  })),
  square(`${IOS}/AppIcon.appiconset/AppIcon-512@2x.png`, 1024, 'square', 60),
  ...['', '-1', '-2'].map((suffix) =>
    square(`${IOS}/Splash.imageset/splash-2732x2732${suffix}.png`, 2732, 'square', 20),
  ),
];

const RADIUS: Record<Shape, string> = {
  rounded: `${(14 / 64) * 100}%`,
  square: '0',
  circle: '50%',
  foreground: '0',
};

function page(image: ImageSpec): string {
  const drawingPx = (Math.min(image.widthPx, image.heightPx) * image.drawingPct) / 100;
  const background = image.shape === 'foreground' ? 'transparent' : TILE_COLOUR;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${image.widthPx}px;height:${image.heightPx}px;border-radius:${RADIUS[image.shape]};background:${background};display:grid;place-items:center">
<div style="width:${drawingPx}px;height:${drawingPx}px">${drawing.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;
}

const root = fileURLToPath(new URL('..', import.meta.url));

const browser = await chromium.launch({
  executablePath: CHROMIUM_EXECUTABLE,
  args: [...CHROMIUM_ARGS],
});
try {
  for (const image of IMAGES) {
    const tab = await browser.newPage({
      viewport: { width: image.widthPx, height: image.heightPx },
    });
    await tab.setContent(page(image));
    await tab.screenshot({
      path: `${root}${image.file}`,
      // Transparent corners where the shape has them; full images stay opaque (iOS wants that).
      omitBackground: image.shape !== 'square',
      clip: { x: 0, y: 0, width: image.widthPx, height: image.heightPx },
    });
    await tab.close();
    console.log(`${image.file}: ${image.widthPx}×${image.heightPx} ${image.shape}`);
  }
} finally {
  await browser.close();
}
