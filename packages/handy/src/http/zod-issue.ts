/** Turns a zod failure into a short "path: message" for error texts. */
import type { z } from 'zod';

/** The dotted path and message of the first issue of a zod error. */
export function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '', message: 'invalid value' };
  return { path: issue.path.map(String).join('.'), message: issue.message };
}
