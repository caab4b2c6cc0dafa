import { CONTACT_FIELDS, LEAD_CONTACT_STORAGE_KEY } from '@forecourt/machines';

/**
 * The contact details an earlier lead left (docs/rules.md#car-status: kept locally so the next
 * form starts filled in): only the contact fields, only non-empty text; anything
 * unreadable is nothing.
 */
export function storedContact(
  storage: { getItem(key: string): string | null } | null,
): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LEAD_CONTACT_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const contact: Record<string, string> = {};
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') contact[field] = value;
    }
    return contact;
  } catch {
    return {};
  }
}
