/** Turns a schema failure into a short "path: message" for error texts. */
import * as v from 'valibot';

/** The dotted path and message of the first issue of a failed parse. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): {
  path: string;
  message: string;
} {
  const issue = issues[0];
  if (!issue) return { path: '', message: 'invalid value' };
  return { path: v.getDotPath(issue) ?? '', message: issue.message };
}
