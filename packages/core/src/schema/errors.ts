import type { z } from 'zod';

/**
 * One readable line per problem, each naming the field: `price: expected a number`.
 * `subject` names what was being validated (`car row 12`, `site "acme"`), so a
 * message read out of context still says where to look.
 */
export function describeIssues(error: z.ZodError, subject?: string): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return subject ? `${subject}: ${field}: ${issue.message}` : `${field}: ${issue.message}`;
  });
}

/** Per-field messages, first message per field, for mapping back onto form fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '(root)';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
