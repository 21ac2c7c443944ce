import * as v from 'valibot';
import { describeIssue } from '../../../lib/schema-issues';
import { tipSchema, type Tip } from './tips-schema';

/** Where the tips come from; loads at most once. */
export interface TipsSource {
  /** The valid tips of the file; empty when it is missing or malformed. Never rejects. */
  load(): Promise<readonly Tip[]>;
}

/** What {@link createTipsSource} needs. */
export interface TipsSourceOptions {
  /** `fetch`, injected for tests. */
  fetch: (url: string) => Promise<Response>;
  /** The tips file's URL (spec §7: `/handy_tips.json`). */
  url: string;
  /** Told what was wrong with the file; the tip is hidden quietly, so this is the only trace. */
  onProblem: (message: string, detail?: unknown) => void;
}

/**
 * Parses the tips file: it must be a list; each entry that is not a valid tip (or repeats an id) is
 * skipped and reported, so one broken entry does not hide all the others.
 */
export function parseTips(raw: unknown, onProblem: TipsSourceOptions['onProblem']): Tip[] {
  const list = v.safeParse(v.array(v.unknown()), raw);
  if (!list.success) {
    onProblem('The tips file is not a list of tips; no tip is shown');
    return [];
  }
  const tips: Tip[] = [];
  const ids = new Set<string>();
  list.output.forEach((entry, index) => {
    const parsed = v.safeParse(tipSchema, entry);
    if (!parsed.success) {
      onProblem(`Skipping tip ${index} of the tips file`, parsed.issues.map(describeIssue));
    } else if (ids.has(parsed.output.id)) {
      onProblem(`Skipping tip ${index} of the tips file: id "${parsed.output.id}" is used twice`);
    } else {
      ids.add(parsed.output.id);
      tips.push(parsed.output);
    }
  });
  return tips;
}

async function fetchTips(options: TipsSourceOptions): Promise<Tip[]> {
  let response: Response;
  try {
    response = await options.fetch(options.url);
  } catch (error) {
    options.onProblem('The tips file could not be fetched; no tip is shown', error);
    return [];
  }
  if (!response.ok) {
    options.onProblem(`The tips file answered ${response.status}; no tip is shown`);
    return [];
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    options.onProblem('The tips file is not JSON; no tip is shown', error);
    return [];
  }
  return parseTips(raw, options.onProblem);
}

/**
 * A source that fetches the tips file on the first `load()` and hands every later caller the same
 * promise: the file is fetched once per page, however often a tip is shown.
 */
export function createTipsSource(options: TipsSourceOptions): TipsSource {
  let tips: Promise<readonly Tip[]> | undefined;
  return {
    load: () => (tips ??= fetchTips(options)),
  };
}
