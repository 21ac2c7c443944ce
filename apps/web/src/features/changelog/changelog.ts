import * as v from 'valibot';

/** One version section of a Keep a Changelog file. */
export interface ChangelogVersion {
  /** The version as written, without brackets: `Unreleased`, `1.2.0`. */
  version: string;
  /** The release date when the heading carries one (`## [1.2.0] - 2026-11-22`). */
  date: string | null;
  /** An id for the section's heading, unique in the file. */
  anchor: string;
  /** The markdown under the heading, up to the next version. */
  body: string;
}

/** A parsed changelog: the text before the first version, then the versions in file order. */
export interface Changelog {
  intro: string;
  versions: ChangelogVersion[];
}

const VERSION_HEADING =
  /^##[ \t]+(?:\[([^\]\n]+)\]|([^\s[\]]+))(?:[ \t]+-[ \t]+(\d{4}-\d{2}-\d{2}))?[ \t]*$/;

function anchorOf(version: string, taken: Set<string>): string {
  const base = `changelog-${version
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  let anchor = base;
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

/**
 * Splits a Keep a Changelog file into its intro (without the `# Changelog` title, which the page
 * replaces with its own translated heading) and its `## [version] - date` sections. Link reference
 * definitions at the end stay with the last section, where markdown still resolves them.
 */
export function parseChangelog(text: unknown): Changelog {
  const markdown = (v.is(v.string(), text) ? text : '').replace(/\r\n?/g, '\n');
  const lines = markdown.split('\n');
  const intro: string[] = [];
  const versions: ChangelogVersion[] = [];
  const taken = new Set<string>();
  let current: { version: string; date: string | null; lines: string[] } | null = null;
  let inFence = false;
  const flush = () => {
    if (!current) return;
    versions.push({
      version: current.version,
      date: current.date,
      anchor: anchorOf(current.version, taken),
      body: current.lines.join('\n').trim(),
    });
  };
  for (const line of lines) {
    // A `## ` line inside a code block is code, not a version.
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : VERSION_HEADING.exec(line);
    if (match) {
      flush();
      current = { version: (match[1] ?? match[2] ?? '').trim(), date: match[3] ?? null, lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else if (!/^#[ \t]/.test(line)) {
      intro.push(line);
    }
  }
  flush();
  return { intro: intro.join('\n').trim(), versions };
}
