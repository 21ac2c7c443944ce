import patterns from './data/patterns.json';
import { buildShowcase, type ShowcaseEntry } from './showcase';

// Bundled with the (lazy) community page: a few kilobytes of text, parsed once on first use.
const scriptFiles = import.meta.glob('./data/scripts/*.funscript', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `./data/scripts/edge-waves.funscript` → `edge-waves`. */
function fileId(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.funscript$/, '');
}

let cached: ShowcaseEntry[] | undefined;

/** The showcase the app ships, built once. */
export function shippedShowcase(): ShowcaseEntry[] {
  cached ??= buildShowcase({
    patterns,
    scripts: Object.fromEntries(
      Object.entries(scriptFiles).map(([path, text]) => [fileId(path), text]),
    ),
  });
  return cached;
}
