/** Turns a schema failure into a short "path: message" for error texts. */
import type * as v from 'valibot';

/** The dotted path and message of the first issue of a failed parse. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): {
  path: string;
  message: string;
} {
  const issue = issues[0];
  if (!issue) return { path: '', message: 'invalid value' };
  const keys = (issue.path ?? []).map((item) => item.key);
  const dotted = keys.every((key) => typeof key === 'string' || typeof key === 'number');
  return { path: dotted ? keys.join('.') : '', message: issue.message };
}
