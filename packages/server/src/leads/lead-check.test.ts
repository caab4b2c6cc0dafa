import {
  CAREER_SUBCATEGORY,
  type Car,
  carSchema,
  GENERAL_CATEGORY,
  leadFormMessages,
  type SiteConfigInput,
  siteConfigSchema,
  TERMS_REQUIRED_MESSAGE,
} from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { checkLead, HONEYPOT_FIELD, leadCarId, leadCheckMessages } from './lead-check';
import type { LeadSite } from './lead-site';

// The pure check of a lead (step b): no database, no clock, no randomness. The
// site, its configuration and the car are plain values built here.

const leadId = '3f1f0a52-6c1e-4a8e-9a57-2a8c5d7e0b11';
const createdAt = new Date('2025-06-01T10:00:00.000Z');

function site(config: Partial<SiteConfigInput> = {}, destinations: unknown = []): LeadSite {
  return {
    id: 'harbour-site',
    slug: 'harbour',
    name: 'Harbour Motors',
    config: siteConfigSchema.parse({
      slug: 'harbour',
      template: 'metro',
      name: 'Harbour Motors',
      dealership_id: 'd1',
      address: { street: '1 Wharf Street', city: 'Cairns', state: 'qld', postcode: '4870' },
      dealerships: ['harbour-motors'],
      ...config,
    }),
    dealerships: [
      { id: 'd1', slug: 'harbour-motors', name: 'Harbour Motors', leadDestinations: destinations },
      { id: 'd2', slug: 'harbour-east', name: 'Harbour East', leadDestinations: [] },
    ],
  };
}

/** A site with two dealerships and two sales locations, one of each dealership. */
const groupConfig: Partial<SiteConfigInput> = {
  dealerships: ['harbour-motors', 'harbour-east'],
  locations: [
    { id: 101, name: 'Harbour North', location_type: 'sales', dealership_slug: 'harbour-motors' },
    { id: 102, name: 'Harbour East', location_type: 'sales', dealership_slug: 'harbour-east' },
    { id: 103, name: 'Harbour Service', location_type: 'service', dealership_slug: 'harbour-east' },
  ],
};

function car(overrides: Record<string, unknown> = {}): Car {
  return carSchema.parse({
    id: 'car-1',
    slug: '2021-mazda-cx-5-maxx',
    name: '2021 Mazda CX-5 Maxx',
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2025-01-10T00:00:00.000Z',
    price: 30_990,
    km: 30_000,
    dealership_id: 'd1',
    dealership_slug: 'harbour-motors',
    ...overrides,
  });
}

function body(
  userData: Record<string, unknown> = {},
  envelope: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    userData: {
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Alex',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4870',
      message: 'Is this car still available?',
      ...userData,
    },
    url: 'https://harbour.example/cars/2021-mazda-cx-5-maxx',
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/search'], linked_query_params: {} },
    idempotency_key: '9b2c4e8a-1d3f-4c5b-8a7e-6f0d2b1c3a49',
    ...envelope,
  };
}

const withCar = { car_id: 'car-1', car_dealership_id: 'd1' };

function check(raw: Record<string, unknown>, options: { site?: LeadSite; car?: Car | null } = {}) {
  return checkLead({
    raw,
    site: options.site ?? site(),
    car: options.car ?? null,
    leadId,
    createdAt,
  });
}

function errorsOf(result: ReturnType<typeof checkLead>): Record<string, string> {
  if (result.outcome !== 'invalid') throw new Error(`expected invalid, got ${result.outcome}`);
  return result.errors;
}

function leadOf(result: ReturnType<typeof checkLead>) {
  if (result.outcome !== 'lead') {
    throw new Error(`expected a lead, got ${JSON.stringify(result)}`);
  }
  return result.lead;
}

describe('checkLead', () => {
  describe('given a valid enquiry about a car the site sells', () => {
    it('is a lead of the given id and time, filed with the car’s dealership', () => {
      const lead = leadOf(check(body({}, withCar), { car: car() }));
      expect(lead.idempotencyKey).toBe('9b2c4e8a-1d3f-4c5b-8a7e-6f0d2b1c3a49');
      expect(lead.document).toMatchObject({
        lead_id: leadId,
        created_at: '2025-06-01T10:00:00.000Z',
        site: { id: 'harbour-site', slug: 'harbour', name: 'Harbour Motors' },
        dealership: { id: 'd1', slug: 'harbour-motors', name: 'Harbour Motors' },
        category: 'Vehicle Enquiry',
        subcategory: null,
        car: { id: 'car-1', make: 'Mazda', car_type: 'used', price: 30_990 },
        source: 'Website',
      });
    });

    it('gives the same answer for the same input (no clock, no randomness)', () => {
      const raw = body({}, withCar);
      expect(check(raw, { car: car() })).toEqual(check(raw, { car: car() }));
    });

    it('used car enquiry is event 15, new car enquiry 14', () => {
      expect(leadOf(check(body({}, withCar), { car: car() })).document.event_id).toBe(15);
      expect(
        leadOf(check(body({}, withCar), { car: car({ car_type: 'new' }) })).document.event_id,
      ).toBe(14);
    });

    it('test drive on a new car is event 17, on a used car 48', () => {
      const testDrive = body({ category: 'Test Drive Booking' }, withCar);
      expect(leadOf(check(testDrive, { car: car({ car_type: 'new' }) })).document.event_id).toBe(
        17,
      );
      expect(leadOf(check(testDrive, { car: car() })).document.event_id).toBe(48);
    });

    it('does not ask for a location even when the site has several (the car names its dealership)', () => {
      const lead = leadOf(check(body({}, withCar), { site: site(groupConfig), car: car() }));
      expect(lead.document.dealership.id).toBe('d1');
    });

    it('goes to the dealership’s configured destinations, else the file drop', () => {
      const hook = { kind: 'webhook', url: 'https://crm.example/leads', format: 'json' };
      expect(
        leadOf(check(body({}, withCar), { site: site({}, [hook]), car: car() })).destinations,
      ).toEqual([hook]);
      expect(leadOf(check(body({}, withCar), { car: car() })).destinations).toEqual([
        { kind: 'file', format: 'adf' },
      ]);
    });
  });

  describe('given a lead without a car', () => {
    it('an enquiry is the default form, event 22; a test drive booking 17', () => {
      expect(leadOf(check(body())).document.event_id).toBe(22);
      expect(leadOf(check(body({ category: 'Test Drive Booking' }))).document.event_id).toBe(17);
    });

    it('careers becomes a general enquiry with the career subcategory, event 51', () => {
      const document = leadOf(
        check(body({ category: 'Careers Enquiry', check__Tyres: true, radio__x: 'a' })),
      ).document;
      expect([document.category, document.subcategory, document.event_id]).toEqual([
        GENERAL_CATEGORY,
        CAREER_SUBCATEGORY,
        51,
      ]);
      expect(document.userData.additional_services).toEqual(['Tyres']);
      expect(Object.keys(document.userData)).not.toContain('radio__x');
    });

    it('goes to the site’s own dealership', () => {
      expect(leadOf(check(body())).document.dealership.slug).toBe('harbour-motors');
    });
  });

  describe('given a site with a switch off (core leadKindFeatures)', () => {
    const closed = site({ features: { test_drive: false, trade_in: false, finance: false } });
    const refused = { 'userData.category': leadCheckMessages.kindOff };

    it('refuses the lead of a switched-off form: a test drive, a trade-in, a car to sell, finance for a car', () => {
      expect(errorsOf(check(body({ category: 'Test Drive Booking' }), { site: closed }))).toEqual(
        refused,
      );
      expect(errorsOf(check(body({ category: 'Trade-In' }), { site: closed }))).toEqual(refused);
      expect(errorsOf(check(body({ category: 'Sell Your Car' }), { site: closed }))).toEqual(
        refused,
      );
      const finance = body({ category: 'Finance Enquiry' }, withCar);
      expect(errorsOf(check(finance, { site: closed, car: car() }))).toEqual(refused);
    });

    it('still takes an enquiry, about a car or not', () => {
      expect(leadOf(check(body(), { site: closed })).document.event_id).toBe(22);
      expect(leadOf(check(body({}, withCar), { site: closed, car: car() })).document.car?.id).toBe(
        'car-1',
      );
    });
  });

  describe('the car', () => {
    it('a car_id the site does not sell is refused', () => {
      expect(errorsOf(check(body({}, withCar), { car: null }))).toEqual({
        car_id: leadCheckMessages.carNotOnSite,
      });
    });

    it('a car of a dealership the site does not take leads for is refused', () => {
      const elsewhere = car({ dealership_id: 'd9', dealership_slug: 'elsewhere' });
      expect(
        errorsOf(check(body({}, { car_id: 'car-1', car_dealership_id: 'd9' }), { car: elsewhere })),
      ).toEqual({ car_id: leadCheckMessages.carNotOnSite });
    });

    it('a car_dealership_id that is not the car’s is refused', () => {
      expect(
        errorsOf(check(body({}, { car_id: 'car-1', car_dealership_id: 'd2' }), { car: car() })),
      ).toEqual({ car_id: leadCheckMessages.carNotOnSite });
    });

    it('a car looked up under another id is refused', () => {
      expect(errorsOf(check(body({}, withCar), { car: car({ id: 'car-2' }) }))).toEqual({
        car_id: leadCheckMessages.carNotOnSite,
      });
    });

    it('a car_dealership_id without a car must be one of the site’s dealerships', () => {
      expect(errorsOf(check(body({}, { car_dealership_id: 'd9' })))).toEqual({
        car_dealership_id: leadCheckMessages.dealershipUnknown,
      });
    });
  });

  describe('the form fields (as core’s leadFormConfig has them)', () => {
    it('the message is required by default', () => {
      expect(errorsOf(check(body({ message: '' })))).toEqual({
        message: leadFormMessages.messageRequired,
      });
    });

    it('the message is optional where the site says so', () => {
      const relaxed = site({ lead_form: { message_required: false } });
      expect(check(body({ message: '' }), { site: relaxed }).outcome).toBe('lead');
    });

    it('the terms checkbox is required where the site asks for it, with the spec message', () => {
      const strict = site({ lead_form: { terms_checkbox_required: true } });
      expect(errorsOf(check(body(), { site: strict }))).toEqual({
        terms_conditions: TERMS_REQUIRED_MESSAGE,
      });
      expect(check(body({ terms_conditions: 'on' }), { site: strict }).outcome).toBe('lead');
    });

    it('the postcode is required on every form, exactly 4 digits', () => {
      const { postcode: _postcode, ...withoutPostcode } = body().userData as Record<
        string,
        unknown
      >;
      for (const raw of [
        { ...body(), userData: withoutPostcode },
        body({ postcode: '487' }),
        body({ postcode: '' }),
      ]) {
        expect(errorsOf(check(raw))).toEqual({ postcode: leadFormMessages.postcodeInvalid });
      }
      expect(
        errorsOf(check({ ...body({}, withCar), userData: withoutPostcode }, { car: car() })),
      ).toEqual({ postcode: leadFormMessages.postcodeInvalid });
    });

    it('name, email and phone are checked with one message per field under the spec heading', () => {
      expect(errorsOf(check(body({ name: '', email: 'x', phone: '12' })))).toEqual({
        name: leadFormMessages.nameRequired,
        email: leadFormMessages.emailInvalid,
        phone: leadFormMessages.phoneInvalid,
      });
    });

    it('envelope problems are named by their path', () => {
      expect(errorsOf(check(body({}, { url: 'not a url', source: 'Email' })))).toMatchObject({
        url: expect.any(String),
        source: expect.any(String),
      });
    });

    it('a field over the length limit is refused before anything else', () => {
      expect(errorsOf(check(body({ message: 'x'.repeat(5_001), email: 'bad' })))).toEqual({
        'userData.message': leadCheckMessages.fieldTooLong,
      });
    });
  });

  describe('given a site with several sales locations', () => {
    const group = site(groupConfig);

    it('a location is required', () => {
      expect(errorsOf(check(body(), { site: group }))).toEqual({
        location: leadFormMessages.locationRequired,
      });
    });

    it('the chosen location, by name or id, files the lead with its dealership', () => {
      const byName = leadOf(check(body({ location: 'Harbour East' }), { site: group }));
      expect(byName.document.dealership.id).toBe('d2');
      const byId = leadOf(check(body({ location: '101' }), { site: group }));
      expect(byId.document.dealership.id).toBe('d1');
    });

    it('a location the site does not have is refused', () => {
      for (const location of ['Elsewhere', '999', 'harbour east']) {
        expect(errorsOf(check(body({ location }), { site: group }))).toEqual({
          location: leadCheckMessages.locationUnknown,
        });
      }
    });

    it("an 'Email Us' addressed to a service location files the lead with that location's dealership", () => {
      // Email Us opens the enquiry addressed to the location, of any type (docs/rules.md#location-pages).
      for (const location of ['Harbour Service', '103']) {
        const lead = leadOf(check(body({ location }), { site: group }));
        expect(lead.document.dealership.id).toBe('d2');
        expect(lead.document.dealership.contact?.name).toBe('Harbour Service');
      }
    });

    it('a chosen location whose dealership is missing from the database is a site error', () => {
      const broken = { ...group, dealerships: group.dealerships.slice(0, 1) };
      expect(() => check(body({ location: 'Harbour East' }), { site: broken })).toThrow(
        /dealership "harbour-east" is in the site config but not linked/,
      );
    });
  });

  describe('given a site with several dealerships and no location choice', () => {
    const dealers = site({ dealerships: ['harbour-motors', 'harbour-east'] });

    it('a dealership is required', () => {
      expect(errorsOf(check(body(), { site: dealers }))).toEqual({
        dealership_slug: leadFormMessages.dealershipRequired,
      });
    });

    it('the chosen dealership takes the lead; one the site does not have is refused', () => {
      const chosen = leadOf(check(body({ dealership_slug: 'harbour-east' }), { site: dealers }));
      expect(chosen.document.dealership.slug).toBe('harbour-east');
      expect(errorsOf(check(body({ dealership_slug: 'elsewhere' }), { site: dealers }))).toEqual({
        dealership_slug: leadCheckMessages.dealershipUnknown,
      });
    });
  });

  it('a filled honeypot is a bot: nothing to keep', () => {
    expect(check(body({ [HONEYPOT_FIELD]: 'http://spam.example' })).outcome).toBe('honeypot');
    expect(check(body({ [HONEYPOT_FIELD]: '  ' })).outcome).toBe('lead');
  });

  it('a site without a dealership cannot take a lead', () => {
    expect(() => check(body(), { site: { ...site(), dealerships: [] } })).toThrow(
      /site "harbour" has no dealership to take leads/,
    );
  });
});

describe('leadCarId', () => {
  it('reads the car id as the submission schema does', () => {
    expect(leadCarId({ car_id: 12 })).toBe('12');
    expect(leadCarId({ car_id: ' car-1 ' })).toBe('car-1');
    for (const car_id of [undefined, null, '', {}, [], -1, 1.5]) {
      expect(leadCarId({ car_id })).toBeNull();
    }
  });
});
