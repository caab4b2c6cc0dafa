import type { z } from 'zod';
import { cleanRequestValue, type RequestPath } from './request-value';
import type { ApiRequest, ApiRequestSchemas } from './route-schemas';

// The request gate's parsing (docs/architecture.md#the-request-gate): a
// route's body, query and path parameters, each cleaned (request-value.ts)
// and then parsed by the route's schema, the same way for every route. The
// renderer reads the request; this decides what of it a handler may see.

/** Where in the request a field is. */
export type RequestPart = 'body' | 'query' | 'params';

/** One reason a request was refused: the field (`body.year`, `query.w`) and why. */
export type RequestIssue = { field: string; reason: string };

export type GatedRequest<S extends ApiRequestSchemas> =
  | ({ ok: true } & ApiRequest<S>)
  | { ok: false; issues: RequestIssue[] };

/** The raw parts as the server read them: the JSON body, the query's pairs, the path's groups. */
export type RawRequestParts = {
  body: unknown;
  query: Iterable<[string, string]>;
  params: Record<string, string>;
};

/** At most this many issues are named in an answer. */
const MAX_ISSUES = 10;

function fieldName(part: RequestPart, path: readonly PropertyKey[]): string {
  return [part, ...path.map(String)].join('.');
}

/**
 * A query's pairs as an object: a name given once is its text, a name given
 * more than once is the list of its texts (which a schema for one text refuses).
 */
export function queryObject(pairs: Iterable<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const held = Object.hasOwn(out, name) ? out[name] : undefined;
    const next =
      held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
    Object.defineProperty(out, name, {
      value: next,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

function parsePart(
  part: RequestPart,
  schema: z.ZodType,
  raw: unknown,
  schemas: ApiRequestSchemas,
): { ok: true; value: unknown } | { ok: false; issues: RequestIssue[] } {
  const cleaned = cleanRequestValue(raw, schemas.loneSurrogates ?? 'refuse');
  if (!cleaned.ok) {
    return {
      ok: false,
      issues: [{ field: fieldName(part, cleaned.path), reason: cleaned.reason }],
    };
  }
  const parsed = schema.safeParse(cleaned.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
      field: fieldName(part, issue.path as RequestPath),
      reason: issue.message,
    })),
  };
}

/** The request's three parts parsed by the route's schemas, or every part's issues. */
export function parseApiRequest<S extends ApiRequestSchemas>(
  schemas: S,
  raw: RawRequestParts,
): GatedRequest<S> {
  const params = parsePart('params', schemas.params, raw.params, schemas);
  const query = parsePart('query', schemas.query, queryObject(raw.query), schemas);
  const body = parsePart('body', schemas.body, raw.body, schemas);
  if (params.ok && query.ok && body.ok) {
    return {
      ok: true,
      body: body.value as z.output<S['body']>,
      query: query.value as z.output<S['query']>,
      params: params.value as z.output<S['params']>,
    };
  }
  const issues = [params, query, body].flatMap((p) => (p.ok ? [] : p.issues));
  return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
}

/** An answer's sentence for the first issue: "body.year: Invalid input: expected number". */
export function describeRequestIssue(issue: RequestIssue): string {
  return `${issue.field}: ${issue.reason}`;
}
