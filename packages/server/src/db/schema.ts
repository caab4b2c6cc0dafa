import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The PostgreSQL schema (docs/rules.md#car-record: entities plus what the lead pipeline needs).
// drizzle-kit turns this file into the SQL migrations under ../../drizzle; the
// migrations, not this file, are what runs against a database.
//
// Whole documents the core schemas own (a car, a location's address) are kept
// as jsonb beside the columns that queries filter, join or key on, so the core
// zod schema stays the one source of the shape.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const dealerships = pgTable('dealerships', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Where this dealership's leads go; see leads/destinations. Empty means the embedded file drop. */
  leadDestinations: jsonb('lead_destinations').$type<unknown[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const sites = pgTable('sites', {
  /** The website_id of the phone reveal log (docs/rules.md#phone-reveal). */
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  template: text('template').notNull(),
  /** The merged site configuration as validated by the core site schema. */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** A site shows the stock and takes the leads of one or more dealerships. */
export const siteDealerships = pgTable(
  'site_dealerships',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: text('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] })],
);

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    dealershipId: text('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Sales, service or parts; empty means sales (docs/rules.md#car-record). */
    locationType: text('location_type').notNull().default('sales'),
    locationSubtype: text('location_subtype'),
    primary: boolean('primary').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    /** The full location document (address, contact_detail, reviews, image…). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('locations_dealership_slug_type').on(t.dealershipId, t.slug, t.locationType),
    check('locations_type_check', sql`${t.locationType} in ('sales', 'service', 'parts')`),
  ],
);

/** Opening hour entry, per department (the location detail page switches department) (docs/rules.md#hours-entries). */
export const openingHours = pgTable(
  'opening_hours',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    department: text('department').notNull().default('sales'),
    /** 0 Sunday to 6 Saturday. */
    weekday: smallint('weekday').notNull(),
    status: text('status').notNull(),
    open: text('open'),
    close: text('close'),
    formatedHours: text('formated_hours'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.department, t.weekday] }),
    check('opening_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('opening_hours_status_check', sql`${t.status} in ('Open', 'Closed')`),
  ],
);

/** Special hours entry (public holidays and the like) (docs/rules.md#hours-entries). */
export const specialHours = pgTable(
  'special_hours',
  {
    id: serial('id').primaryKey(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    startHour: text('start_hour'),
    endHour: text('end_hour'),
    department: text('department').notNull().default('all'),
  },
  (t) => [
    index('special_hours_location_date').on(t.locationId, t.date),
    check(
      'special_hours_department_check',
      sql`${t.department} in ('all', 'sales', 'service', 'parts')`,
    ),
  ],
);

export const manufacturers = pgTable('manufacturers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
});

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Model status: empty, all_new or coming_soon (docs/rules.md#model-range). */
    status: text('status').notNull().default(''),
    /** The full model document (bodies, image, description…). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('models_manufacturer_slug').on(t.manufacturerId, t.slug)],
);

export const cars = pgTable(
  'cars',
  {
    id: text('id').primaryKey(),
    dealershipId: text('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /**
     * What a feed row is matched on: `stock:<stocknum>`, or `vin:<VIN>` when the
     * row has no stock number (upsert by dealership and stock number or VIN).
     */
    stockKey: text('stock_key').notNull(),
    slug: text('slug').notNull().unique(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    carType: text('car_type').notNull(),
    itemType: text('item_type').notNull(),
    status: text('status').notNull(),
    price: doublePrecision('price'),
    locationId: text('location_id'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** The car as the core carSchema outputs it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Hash of `data`, so a re-import of an unchanged row writes nothing. */
    dataHash: text('data_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cars_dealership_stock_key').on(t.dealershipId, t.stockKey),
    index('cars_dealership_status').on(t.dealershipId, t.status),
    check('cars_car_type_check', sql`${t.carType} in ('new', 'used', 'demo')`),
    check('cars_item_type_check', sql`${t.itemType} in ('car', 'caravan')`),
    check('cars_status_check', sql`${t.status} in ('in_stock', 'coming_soon', 'sold', 'others')`),
  ],
);

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  manufacturerName: text('manufacturer_name'),
  /** Offer.excluded_website_ids (docs/rules.md#offers-on-a-site). */
  excludedWebsiteIds: jsonb('excluded_website_ids').$type<string[]>().notNull().default([]),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const leads = pgTable(
  'leads',
  {
    /** The lead_id answered to the shopper. */
    id: uuid('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    dealershipId: text('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    carId: text('car_id'),
    /** From the form; a retried or double-clicked submit carries the same key. */
    idempotencyKey: text('idempotency_key'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    eventId: integer('event_id'),
    /** The submission after the enquiry transformation (docs/rules.md#enquiry-transformation), as delivered. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency_key').on(t.siteId, t.idempotencyKey),
    index('leads_dealership_created').on(t.dealershipId, t.createdAt),
  ],
);

/** The outbox: one row per lead and destination, written in the lead's transaction. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Index of the destination in the dealership's list, so a retry targets the same one. */
    destinationIndex: integer('destination_index').notNull(),
    destination: jsonb('destination').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds a delivery until this time; a crashed worker's claim simply expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_destination').on(t.leadId, t.destinationIndex),
    index('lead_deliveries_due').on(t.status, t.nextAttemptAt),
    check('lead_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * POST /api/miscellaneous: results saved against a lead, one row per
 * save; `column_name` says what the data is ('valuation': the trade-in offer) (docs/rules.md#trade-in-steps).
 */
export const leadMiscellaneous = pgTable(
  'lead_miscellaneous',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    columnName: text('column_name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_miscellaneous_lead').on(t.leadId)],
);

/** Phone reveal log: car_id, dealership_id, website_id (docs/rules.md#phone-reveal). */
export const phoneReveals = pgTable('phone_reveals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  carId: text('car_id').notNull(),
  dealershipId: text('dealership_id').notNull(),
  websiteId: text('website_id').notNull(),
  createdAt: createdAt(),
});

/**
 * A shopper's reservation of a car with a paid deposit. One row per
 * attempt (the browser's attempt key), made before the payment starts; the
 * provider's payment confirms it (status 'paid', the car reserved, the lead
 * filed). At most one paid reservation per car: the partial unique index is
 * the database's own guarantee under any race. A payment that comes too late
 * for its car is refunded ('refund_pending' until the provider confirms).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    leadId: uuid('lead_id').references(() => leads.id),
    status: text('status').notNull().default('pending'),
    /** The reserve deposit label defaults to $200; the amount comes from payment_processors (docs/rules.md#reserve-deposit). */
    depositCents: integer('deposit_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    /** The browser's key for this attempt: a double click or a retried request finds this row. */
    attemptKey: text('attempt_key').notNull(),
    /** 'simulator' or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's payment (PaymentIntent) id, once made. */
    paymentId: text('payment_id'),
    /** The checked lead filed with the dealership when the deposit is paid. */
    lead: jsonb('lead').$type<Record<string, unknown>>().notNull(),
    shopperEmail: text('shopper_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_car').on(t.carId),
    uniqueIndex('reservations_site_attempt').on(t.siteId, t.attemptKey),
    uniqueIndex('reservations_provider_payment').on(t.provider, t.paymentId),
    uniqueIndex('reservations_car_paid').on(t.carId).where(sql`${t.status} = 'paid'`),
    check(
      'reservations_status_check',
      sql`${t.status} in ('pending', 'paid', 'refund_pending', 'refunded', 'cancelled', 'expired')`,
    ),
  ],
);

/**
 * The embedded payment simulator's side: what a provider keeps of a
 * payment. Kept in our database so that, like a real provider, it outlives a
 * crash of our server and delivers its webhook events until they are taken.
 */
export const simulatedPayments = pgTable(
  'simulated_payments',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    /** The caller's idempotency key: the same key gives the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('simulated_payments_idempotency').on(t.idempotencyKey)],
);

/** The simulator's webhook events, delivered (and retried) until our endpoint takes them. */
export const simulatedPaymentEvents = pgTable(
  'simulated_payment_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => simulatedPayments.id),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_payment_events_due').on(t.deliveredAt, t.nextAttemptAt)],
);

/**
 * Test-drive appointments: one row per booked slot (docs/rules.md#test-drive-slots). The unique index on
 * the location and the slot's start is what keeps two shoppers from booking the
 * same time: the second insert finds the row there and the lead is not filed.
 */
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_drive_bookings_location_slot').on(t.locationId, t.slotStart)],
);

/**
 * Shared rate limits (docs/operations.md#shared-limits): one row per limit, client
 * address and clock window, counted by an atomic upsert so every process and machine
 * on the database counts against the same allowance. A row counts in its window and,
 * weighted, in the next; `expires_at` is when it may be deleted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    name: text('name').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.client, t.windowStart] }),
    index('rate_limit_hits_expires').on(t.expiresAt),
  ],
);
