import { randomUUID } from 'node:crypto';
import {
  CAREERS_CATEGORY,
  type Car,
  fieldErrors,
  LEAD_FORM_ERROR_HEADING,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  type LeadForm,
  type LeadFormConfig,
  leadEventId,
  leadSubmissionSchema,
  transformEnquiry,
  validateLeadForm,
} from '@forecourt/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cars, leadDeliveries, leads } from '../db/schema';
import { RATE_LIMIT_MESSAGE, type RateLimiter } from '../rate-limit/rate-limit';
import { resolveLeadDestinations } from './destinations';
import type { LeadDocument } from './lead-document';
import type { LeadSite } from './lead-site';

// SPEC §7 Lead submission ('a shared sender'), framework-agnostic: the request
// comes in as bytes, headers, the client address and the resolved site; the
// answer goes out as a status and a JSON body. apps/renderer mounts the same
// function the node:http test server does.

export interface HandlerRequest {
  body: string | Uint8Array;
  headers: Record<string, string | string[] | undefined>;
  clientAddress: string;
  site: LeadSite;
}

export interface HandlerResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** A field real shoppers never see (hidden with CSS, no autofill); bots fill it in. */
export const HONEYPOT_FIELD = 'hp_website';
/** The most a lead request may carry: far above any real form, far below harm. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;
/** The longest text one form field may hold. */
export const MAX_FIELD_LENGTH = 5_000;

export const leadErrorMessages = {
  tooLarge: `The enquiry is too large to send (at most ${MAX_LEAD_BODY_BYTES / 1024} KB).`,
  notUtf8: 'The enquiry could not be read: it is not valid UTF-8 text.',
  notJson: 'The enquiry could not be read: it is not valid JSON.',
  notObject: 'The enquiry could not be read: expected a JSON object.',
  notJsonType: 'Send the enquiry as JSON (Content-Type: application/json).',
  carNotOnSite: 'This car is not sold on this site. Please choose a car from this site.',
  locationUnknown: "Please choose one of this site's locations.",
  dealershipUnknown: "Please choose one of this site's dealerships.",
  fieldTooLong: `is too long (at most ${MAX_FIELD_LENGTH} characters)`,
  nulCharacter: 'The enquiry could not be read: it contains a NUL character (U+0000).',
} as const;

export interface LeadHandlerOptions {
  db: Database;
  rateLimiter?: RateLimiter;
  now?: () => Date;
  /** Called after a lead is committed, to wake the delivery worker. */
  onLeadStored?: (leadId: string) => void;
  log?: (message: string, error?: unknown) => void;
}

const json = (
  status: number,
  body: Record<string, unknown> | null,
  headers: Record<string, string> = {},
) => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  },
  body,
});

function invalid(errors: Record<string, string>): HandlerResponse {
  return json(400, { error: LEAD_FORM_ERROR_HEADING, errors, messages: Object.values(errors) });
}

function header(headers: HandlerRequest['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Which form sent the lead, for the lead event id (SPEC §9). */
function formOf(userData: Record<string, unknown>): LeadForm {
  if (userData.category === CAREERS_CATEGORY) return 'careers';
  const kind = `${userData.category ?? ''} ${userData.subcategory ?? ''}`;
  if (/test[\s-]?drive/i.test(kind) || userData.test_drive_date) return 'test-drive';
  return 'enquiry';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** PostgreSQL text cannot hold U+0000, so a string carrying it is refused up front. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

export function createLeadHandler(options: LeadHandlerOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m, e) => console.error(`[leads] ${m}`, e ?? ''));

  async function handle(request: HandlerRequest): Promise<HandlerResponse> {
    const { site } = request;
    if (options.rateLimiter) {
      const decision = options.rateLimiter.check(request.clientAddress);
      if (!decision.allowed) {
        return json(
          429,
          { error: RATE_LIMIT_MESSAGE },
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
    }
    const contentType = header(request.headers, 'content-type');
    if (contentType && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) {
      return json(415, { error: leadErrorMessages.notJsonType });
    }
    const bytes =
      typeof request.body === 'string' ? Buffer.byteLength(request.body) : request.body.byteLength;
    if (bytes > MAX_LEAD_BODY_BYTES) return json(413, { error: leadErrorMessages.tooLarge });
    let text: string;
    try {
      text = typeof request.body === 'string' ? request.body : utf8.decode(request.body);
    } catch {
      return json(400, { error: leadErrorMessages.notUtf8 });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return json(400, { error: leadErrorMessages.notJson });
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return json(400, { error: leadErrorMessages.notObject });
    }

    if (containsNul(raw)) return json(400, { error: leadErrorMessages.nulCharacter });

    const envelope = leadSubmissionSchema.safeParse(raw);
    if (!envelope.success) return invalid(fieldErrors(envelope.error));
    const submission = envelope.data;
    const userData = submission.userData as Record<string, unknown>;

    const tooLong: Record<string, string> = {};
    for (const [key, value] of Object.entries(userData)) {
      const longest = Array.isArray(value)
        ? Math.max(0, ...value.map((v) => String(v).length))
        : String(value ?? '').length;
      if (longest > MAX_FIELD_LENGTH || key.length > 200)
        tooLong[`userData.${key.slice(0, 200)}`] = leadErrorMessages.fieldTooLong;
    }
    if (Object.keys(tooLong).length > 0) return invalid(tooLong);

    const honeypot = userData[HONEYPOT_FIELD];
    if (
      typeof honeypot === 'string'
        ? honeypot.trim() !== ''
        : honeypot !== undefined && honeypot !== null
    ) {
      // A bot: answer as if all went well so it learns nothing, and keep nothing.
      log(`honeypot filled on site ${site.slug} from ${request.clientAddress}; lead discarded`);
      return json(201, { lead_id: randomUUID() });
    }
    const { [HONEYPOT_FIELD]: _honeypot, ...formFields } = userData;

    // The car must be one the site sells (issue 4): a lead is never filed
    // against another dealership's stock.
    let car: Car | null = null;
    const siteDealershipIds = site.dealerships.map((d) => d.id);
    if (submission.car_id !== null) {
      const [row] =
        siteDealershipIds.length === 0
          ? []
          : await db
              .select({ data: cars.data, dealershipId: cars.dealershipId })
              .from(cars)
              .where(
                and(eq(cars.id, submission.car_id), inArray(cars.dealershipId, siteDealershipIds)),
              );
      if (
        !row ||
        (submission.car_dealership_id !== null && submission.car_dealership_id !== row.dealershipId)
      ) {
        return invalid({ car_id: leadErrorMessages.carNotOnSite });
      }
      car = row.data as unknown as Car;
    } else if (
      submission.car_dealership_id !== null &&
      !siteDealershipIds.includes(submission.car_dealership_id)
    ) {
      return invalid({ car_dealership_id: leadErrorMessages.dealershipUnknown });
    }

    // SPEC §5 Lead form, with this site's flags. Without a car the form shows
    // the category, and the location / dealership selects when there is a choice.
    const config: LeadFormConfig = {
      messageRequired: site.messageRequired,
      termsRequired: site.termsRequired,
      generalEnquiry: car === null,
      locationShown: car === null && site.salesLocations.length > 1,
      dealershipShown: car === null && site.dealerships.length > 1,
      postcodeShown: 'postcode' in formFields,
    };
    const validation = validateLeadForm(config, formFields);
    if (!validation.ok) return invalid(validation.errors);
    const values = validation.values;

    const chosenLocation = values.location
      ? site.salesLocations.find((l) => l.id === values.location || l.name === values.location)
      : undefined;
    if (values.location && config.locationShown && !chosenLocation) {
      return invalid({ location: leadErrorMessages.locationUnknown });
    }
    const chosenDealership = values.dealership_slug
      ? site.dealerships.find((d) => d.slug === values.dealership_slug)
      : undefined;
    if (values.dealership_slug && config.dealershipShown && !chosenDealership) {
      return invalid({ dealership_slug: leadErrorMessages.dealershipUnknown });
    }
    const dealership =
      site.dealerships.find((d) => d.id === car?.dealership_id) ??
      chosenDealership ??
      site.dealerships.find((d) => d.id === chosenLocation?.dealershipId) ??
      site.dealerships[0];
    if (!dealership) throw new Error(`site "${site.slug}" has no dealership to take leads`);

    const transformed = transformEnquiry(values);
    const leadId = randomUUID();
    const createdAt = now();
    const document: LeadDocument = {
      lead_id: leadId,
      created_at: createdAt.toISOString(),
      site: { id: site.id, slug: site.slug, name: site.name },
      dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
      event_id: leadEventId({ form: formOf(userData), car }),
      category: transformed.category ?? submission.userData.category,
      subcategory: transformed.subcategory ?? submission.userData.subcategory ?? null,
      userData: transformed as Record<string, unknown>,
      car: car
        ? {
            id: car.id,
            name: car.name,
            year: car.year,
            make: car.make,
            model: car.model,
            badge: car.badge,
            vin: car.vin,
            stocknum: car.stocknum,
            car_type: car.car_type,
            km: car.km,
            price: car.price,
            colour: car.colour,
          }
        : null,
      url: submission.url,
      source: submission.source,
      user_agent: submission.user_agent,
      lead_attributes: submission.lead_attributes,
    };
    const destinations = resolveLeadDestinations(dealership.leadDestinations);

    // Durable before it is answered: the lead and its outbox rows commit together.
    const stored = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leads)
        .values({
          id: leadId,
          siteId: site.id,
          dealershipId: dealership.id,
          carId: car?.id ?? null,
          idempotencyKey: submission.idempotency_key,
          category: document.category,
          subcategory: document.subcategory,
          eventId: document.event_id,
          payload: document as unknown as Record<string, unknown>,
          clientAddress: request.clientAddress.slice(0, 100),
          userAgent: submission.user_agent.slice(0, 500),
          createdAt,
        })
        .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
        .returning({ id: leads.id });
      if (inserted.length === 0) return null;
      await tx.insert(leadDeliveries).values(
        destinations.map((destination, index) => ({
          leadId,
          destinationIndex: index,
          destination: destination as unknown as Record<string, unknown>,
          nextAttemptAt: createdAt,
        })),
      );
      return leadId;
    });
    if (stored === null) {
      // The same submit again (a retry or a double click): the first answer stands.
      const [existing] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, submission.idempotency_key)),
        );
      if (!existing) throw new Error('idempotent replay found no stored lead');
      return json(200, { lead_id: existing.id });
    }
    options.onLeadStored?.(stored);
    return json(201, { lead_id: stored });
  }

  return async function leadHandler(request: HandlerRequest): Promise<HandlerResponse> {
    try {
      return await handle(request);
    } catch (error) {
      // SPEC §8: the shopper sees the default text; the details stay in the log.
      log(`lead on site ${request.site.slug} failed`, error);
      return json(500, { error: LEAD_SUBMISSION_DEFAULT_ERROR });
    }
  };
}
