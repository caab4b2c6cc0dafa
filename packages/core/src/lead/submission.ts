import { z } from 'zod';
import type { Car } from '../car/car';
import { ENQUIRY_SUBMIT_ERROR, LEAD_SUBMISSION_DEFAULT_ERROR } from './lead-words';

/** Lead submission: every lead from the site names itself this way (docs/rules.md#lead-submission). */
export const LEAD_SOURCE = 'Website';
export { ENQUIRY_SUBMIT_ERROR, LEAD_SUBMISSION_DEFAULT_ERROR };

const id = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

/** A form field value as it travels in userData. */
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/** userData is the category, subcategory and the form's own fields (docs/rules.md#lead-submission). */
export const leadUserDataSchema = z
  .object({
    category: z.string().trim().min(1, { message: 'a lead needs a category' }),
    subcategory: z.string().trim().nullable().default(null),
  })
  .catchall(fieldValue);
export type LeadUserData = z.infer<typeof leadUserDataSchema>;

export const leadAttributesSchema = z.object({
  /** Paths the shopper visited this session, oldest first. */
  visited_pages: z.array(z.string()).default([]),
  /** Query parameters that brought the shopper here (utm_source and the like). */
  linked_query_params: z.record(z.string(), z.string()).default({}),
});
export type LeadAttributes = z.infer<typeof leadAttributesSchema>;

/**
 * Lead submission through the shared sender (docs/rules.md#lead-submission). The idempotency key is
 * made once per attempt by the caller (a UUID) and reused on retries, so a
 * double-click or a retried request cannot file the same lead twice.
 */
export const leadSubmissionSchema = z.object({
  userData: leadUserDataSchema,
  url: z.url(),
  source: z.literal(LEAD_SOURCE),
  user_agent: z.string(),
  car_id: id.nullable(),
  car_dealership_id: id.nullable(),
  lead_attributes: leadAttributesSchema,
  idempotency_key: z.uuid({ message: 'the idempotency key must be a UUID' }),
});
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;
export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>;

export type BuildLeadSubmissionInput = {
  userData: z.input<typeof leadUserDataSchema>;
  url: string;
  userAgent: string;
  car: Pick<Car, 'id' | 'dealership_id'> | null;
  visitedPages?: string[];
  linkedQueryParams?: Record<string, string>;
  idempotencyKey: string;
};

/**
 * Assembles and checks a submission. It throws (a ZodError naming the field) when
 * the caller passes something malformed: that is a programming error, not a
 * shopper's mistake, and must not reach the sender.
 */
export function buildLeadSubmission(input: BuildLeadSubmissionInput): LeadSubmission {
  return leadSubmissionSchema.parse({
    userData: input.userData,
    url: input.url,
    source: LEAD_SOURCE,
    user_agent: input.userAgent,
    car_id: input.car?.id ?? null,
    car_dealership_id: input.car?.dealership_id ?? null,
    lead_attributes: {
      visited_pages: input.visitedPages ?? [],
      linked_query_params: input.linkedQueryParams ?? {},
    },
    idempotency_key: input.idempotencyKey,
  });
}

export type LeadResult =
  | { ok: true; leadId: string }
  | { ok: false; error: string; fieldErrors: Record<string, string> };

const leadIdAnswer = z.object({ lead_id: id });
const errorAnswer = z.object({
  error: z.string().trim().min(1).optional(),
  message: z.string().trim().min(1).optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The failure answer of the lead endpoint: the message to show and, for a
 * validation failure, one message per field so the form can mark its fields.
 * The server builds it with this function and `readLeadResponse` reads it back.
 */
export function leadErrorAnswer(
  error: string,
  fieldErrors: Record<string, string> = {},
): { error: string; errors: Record<string, string> } {
  return { error, errors: fieldErrors };
}

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstMessage(item);
      if (text !== null) return text;
    }
  }
  return null;
}

/**
 * The sender answers with a lead_id or an error (docs/rules.md#lead-submission). The server's own
 * message is shown when it sends one (in `error`, or `message`); anything else,
 * including an answer that is not an object, is the default error. Field
 * messages (`errors: { field: message }`, or a list per field) map back onto the
 * form's fields; entries that are not text are ignored.
 */
export function readLeadResponse(response: unknown): LeadResult {
  const success = leadIdAnswer.safeParse(response);
  if (success.success) return { ok: true, leadId: success.data.lead_id };
  const failure = errorAnswer.safeParse(response);
  const message = failure.success ? (failure.data.error ?? failure.data.message) : undefined;
  const fieldErrors: Record<string, string> = {};
  for (const [field, value] of Object.entries((failure.success && failure.data.errors) || {})) {
    const text = firstMessage(value);
    if (text !== null) fieldErrors[field] = text;
  }
  return { ok: false, error: message ?? LEAD_SUBMISSION_DEFAULT_ERROR, fieldErrors };
}
