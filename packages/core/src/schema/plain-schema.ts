// Small checks for the few shapes the browser validates on every page
// (favourites read from storage, the phone reveal log), written without a
// schema library so those pages do not download one (docs/decisions/0007-page-budgets-and-deferred-code.md). Each shape is
// still defined once, here in core, and offers the same `safeParse` / `parse`
// pair as the zod schemas elsewhere, with issues that name the failing field.

export type PlainIssue = { path: string[]; message: string };
export type PlainParsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: PlainIssue[] } };

export interface PlainSchema<T> {
  safeParse(value: unknown): PlainParsed<T>;
  parse(value: unknown): T;
}

/** A field reader: the value it read, or an issue message. */
export type FieldCheck<T> = (
  value: unknown,
) => { ok: true; value: T } | { ok: false; message: string };

/** Trimmed text of at least one character. */
export const requiredText: FieldCheck<string> = (value) => {
  if (typeof value !== 'string') return { ok: false, message: 'expected text' };
  const trimmed = value.trim();
  return trimmed === ''
    ? { ok: false, message: 'must not be empty' }
    : { ok: true, value: trimmed };
};

/** Absent, null and blank are null; other text is kept as written. */
export const optionalText: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: 'expected text' };
  return { ok: true, value: value.trim() === '' ? null : value };
};

/** A positive whole number or non-blank text, kept as text. */
export const idText: FieldCheck<string> = (value) => {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0
      ? { ok: true, value: String(value) }
      : { ok: false, message: 'expected a positive whole number' };
  }
  return requiredText(value);
};

/** An object schema from one check per field; unknown fields are dropped. */
export function plainObject<T extends object>(
  fields: {
    [K in keyof T]: FieldCheck<T[K]>;
  },
): PlainSchema<T> {
  const safeParse = (value: unknown): PlainParsed<T> => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      return { success: false, error: { issues: [{ path: [], message: 'expected an object' }] } };
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const issues: PlainIssue[] = [];
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const checked = fields[key](input[key]);
      if (checked.ok) out[key] = checked.value;
      else issues.push({ path: [key], message: checked.message });
    }
    return issues.length === 0
      ? { success: true, data: out as T }
      : { success: false, error: { issues } };
  };
  return {
    safeParse,
    parse(value) {
      const parsed = safeParse(value);
      if (parsed.success) return parsed.data;
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
        .join('; ');
      throw new Error(`invalid value (${detail})`);
    },
  };
}
