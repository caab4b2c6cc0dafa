// SPEC §5/§7: "server field errors map back onto the fields". The spec does not
// show how the sender names them, so this reads the two shapes such APIs use:
// `errors: { field: 'message' | ['message', …] }` and
// `errors: [{ field, message }]`. Core's `readLeadResponse` reads only the
// overall message, so this reader lives beside the machine until core has one.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function firstText(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (Array.isArray(v)) {
    for (const item of v) {
      const text = firstText(item);
      if (text !== null) return text;
    }
  }
  return null;
}

/** Field → first message, from a lead sender's failure answer; {} when it names none. */
export function readServerFieldErrors(response: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(response)) return out;
  const { errors } = response;
  if (isRecord(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      const text = firstText(value);
      if (text !== null && !(field in out)) out[field] = text;
    }
  } else if (Array.isArray(errors)) {
    for (const item of errors) {
      if (!isRecord(item) || typeof item.field !== 'string') continue;
      const text = firstText(item.message);
      if (text !== null && !(item.field in out)) out[item.field] = text;
    }
  }
  return out;
}
