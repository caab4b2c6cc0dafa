import { readFileSync } from 'node:fs';
import {
  CAREERS_CATEGORY,
  type Car,
  carSchema,
  enquiryCategories,
  leadKindCategories,
  type SiteConfigInput,
  siteConfigSchema,
} from '@forecourt/core';
import { DtdValidator, XmlDocument, XmlDtd, XmlElement } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { checkLead } from '../leads/lead-check';
import type { LeadDocument } from '../leads/lead-document';
import type { LeadSite } from '../leads/lead-site';
import { adfDtdProblems } from '../testing/adf-dtd';
import { leadToAdf } from './adf';

// Every ADF document the platform delivers validates against the ADF
// 1.0 DTD (adf-1.0.dtd), the format dealer CRMs parse (docs/decisions/0011-leads-through-an-outbox.md). The leads are made the
// way the lead endpoint makes them (checkLead, then leadToAdf), one for every
// kind of lead the site sends, with and without a car and optional fields.

const adfDtd = readFileSync(new URL('./adf-1.0.dtd', import.meta.url), 'utf8');
const createdAt = new Date('2025-06-01T10:00:00.000Z');

/** Text a careless writer would break: markup, entities, quotes, a control character, an emoji. */
const awkward = 'Is the "GR" <still> available? Trade & finance, 5\'2" driver \u0007🚗';

const harbourToyota = {
  id: '101',
  name: 'Harbour Toyota Sales',
  location_type: 'sales',
  dealership_slug: 'harbour-toyota',
  phone: '02 5550 1010',
  address: { street: '412 Parramatta Road', city: 'Homebush', state: 'nsw', postcode: '2140' },
} as const;

const dealershipRows = [
  { id: 'd1', slug: 'harbour-toyota', name: 'Harbour Toyota', leadDestinations: [] },
  { id: 'd2', slug: 'harbour-kia', name: 'Harbour Kia & Sons', leadDestinations: [] },
];

function site(config: Partial<SiteConfigInput> = {}): LeadSite {
  return {
    id: 'harbour-site',
    slug: 'harbour',
    name: 'Harbour <Motor> Group',
    config: siteConfigSchema.parse({
      slug: 'harbour',
      template: 'metro',
      name: 'Harbour <Motor> Group',
      dealership_id: 'd1',
      address: { street: '1 Wharf Street', city: 'Cairns', state: 'qld', postcode: '4870' },
      dealerships: ['harbour-toyota'],
      ...config,
    }),
    dealerships: dealershipRows,
  };
}

/** One dealership, a sales and a service location; the message is required (the default). */
const franchise = site({
  locations: [
    harbourToyota,
    {
      id: '102',
      name: 'Harbour Toyota Service',
      location_type: 'service',
      dealership_slug: 'harbour-toyota',
      phone: '02 5550 1020',
      address: harbourToyota.address,
    },
  ],
});

/** Two dealerships with a sales location each: a lead about no car names its location. */
const group = site({
  dealerships: ['harbour-toyota', 'harbour-kia'],
  lead_form: { message_required: false, terms_checkbox_required: true },
  locations: [
    harbourToyota,
    {
      id: '121',
      name: 'Harbour Kia Auburn',
      location_type: 'sales',
      dealership_slug: 'harbour-kia',
      phone: '02 5550 1210',
      address: { street: '77 Parramatta Road', city: 'Auburn', state: 'nsw', postcode: '2144' },
    },
  ],
});

/** Two dealerships and no locations at all: no phone or address to give the CRM. */
const bare = site({
  dealerships: ['harbour-toyota', 'harbour-kia'],
  lead_form: { message_required: false, terms_checkbox_required: false },
});

function car(overrides: Record<string, unknown>): Car {
  return carSchema.parse({
    id: 'car-1',
    slug: 'a-car',
    name: 'A car',
    year: 2024,
    make: 'Toyota',
    model: 'GR86',
    car_type: 'new',
    status: 'in_stock',
    created_at: '2025-01-10T00:00:00.000Z',
    price: 52_990,
    dealership_id: 'd1',
    dealership_slug: 'harbour-toyota',
    ...overrides,
  });
}

/** Every optional car field filled in, some with text that needs escaping. */
const newCar = car({
  id: 'car-new',
  badge: 'GR <Premium> & "Sport"',
  vin: 'JTMW43FV60D123456',
  stocknum: 'T-1001',
  colour: 'Ice Silver & Black',
  km: 12,
  location_id: '101',
});
const usedCar = car({
  id: 'car-used',
  car_type: 'used',
  year: 2019,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  km: 68_400,
  price: 24_990,
  colour: 'Soul Red',
});
const demoCar = car({ id: 'car-demo', car_type: 'demo', km: 2_150, colour: 'Eclipse Black' });
/** Nothing optional: no badge, VIN, stock number, odometer or colour, and the feed's "no price". */
const plainCar = car({
  id: 'car-plain',
  car_type: 'used',
  make: 'Kia',
  model: 'Rio',
  price: 1,
  dealership_id: 'd2',
  dealership_slug: 'harbour-kia',
});
const cars = [newCar, usedCar, demoCar, plainCar];

const shopper = {
  name: "Siobhán O'Brien <Jr>",
  last_name: 'Ng & Co',
  email: 'siobhan.obrien@example.com',
  phone: '0412 345 678',
  postcode: '2140',
};

/** Every optional field the forms have, as the browser sends them. */
const everyOptional = {
  message: awkward,
  Rego: 'ABC123',
  opt_in: false,
  'check__Finance quote': true,
  'check__Trade-in valuation': true,
  page_id: 42,
};

type LeadCase = {
  name: string;
  site: LeadSite;
  car: Car | null;
  userData: Record<string, unknown>;
};

function submission({ car, userData }: LeadCase): Record<string, unknown> {
  return {
    userData: { subcategory: null, ...userData },
    url: 'https://harbour.example/cars/a-car?utm_source=x&utm_medium=y',
    source: 'Website',
    user_agent: 'vitest',
    car_id: car?.id ?? null,
    car_dealership_id: car?.dealership_id ?? null,
    lead_attributes: { visited_pages: ['/search'], linked_query_params: { utm_source: 'x' } },
    idempotency_key: '9b2c4e8a-1d3f-4c5b-8a7e-6f0d2b1c3a49',
  };
}

function leadOf(leadCase: LeadCase): LeadDocument {
  const result = checkLead({
    raw: submission(leadCase),
    site: leadCase.site,
    car: leadCase.car,
    leadId: '3f1f0a52-6c1e-4a8e-9a57-2a8c5d7e0b11',
    createdAt,
  });
  if (result.outcome !== 'lead') {
    throw new Error(`${leadCase.name}: expected a lead, got ${JSON.stringify(result)}`);
  }
  return result.lead.document;
}

// Each car form (core's leadKinds) about each kind of car, with every optional
// field and with none; each general enquiry category, careers and the test
// drive about no car; the reserve enquiry; on each kind of site.
const carForms = Object.values(leadKindCategories);
const leadCases: LeadCase[] = [
  ...carForms.flatMap((category) =>
    cars.flatMap((c) => [
      {
        name: `${category} about a ${c.car_type} car (${c.id}), every optional field`,
        site: c.dealership_slug === 'harbour-kia' ? group : franchise,
        car: c,
        userData: {
          category,
          ...shopper,
          ...everyOptional,
          terms_conditions: true,
          ...(category === leadKindCategories['test-drive']
            ? { test_drive_date: '2025-06-14T09:30:00+10:00' }
            : {}),
        },
      },
      {
        name: `${category} about a ${c.car_type} car (${c.id}), no optional field`,
        site: bare,
        car: c,
        userData: {
          category,
          name: 'Alex',
          email: 'alex@example.com',
          phone: '0412 345 678',
          postcode: '4000',
          // The trade-in form asks a last name too (docs/rules.md#trade-in-steps).
          ...(category === leadKindCategories['trade-in'] ? { last_name: 'Ng' } : {}),
        },
      },
    ]),
  ),
  ...cars.map((c) => ({
    name: `Reserve Enquiry about a ${c.car_type} car (${c.id})`,
    site: group,
    car: c,
    userData: { category: 'Reserve Enquiry', ...shopper, terms_conditions: true },
  })),
  ...enquiryCategories.flatMap((category) => [
    {
      name: `${category} about no car, at a chosen location`,
      site: group,
      car: null,
      userData: {
        category,
        ...shopper,
        ...everyOptional,
        location: 'Harbour Kia Auburn',
        terms_conditions: true,
        'Service Location': 'Auburn & Homebush',
      },
    },
    {
      name: `${category} about no car, at a dealership with no location`,
      site: bare,
      car: null,
      userData: { category, ...shopper, dealership_slug: 'harbour-kia' },
    },
  ]),
  {
    name: 'Careers Enquiry (filed as General Enquiry / Career Enquiry)',
    site: franchise,
    car: null,
    userData: { category: CAREERS_CATEGORY, ...shopper, message: awkward },
  },
  {
    name: 'Test Drive Booking about no car (a model to be chosen), with a date',
    site: franchise,
    car: null,
    userData: {
      category: leadKindCategories['test-drive'],
      ...shopper,
      message: 'A GR86 <manual> please',
      test_drive_date: '2025-06-14',
    },
  },
  {
    name: 'Test Drive Booking about no car, first name, e-mail and phone only',
    site: bare,
    car: null,
    userData: {
      category: leadKindCategories['test-drive'],
      name: 'Alex',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      dealership_slug: 'harbour-toyota',
    },
  },
];

function parse(xml: string): XmlDocument {
  return XmlDocument.fromString(xml);
}

/** The element at the path, serialised on one line as libxml2 reads it. */
function markupAt(doc: XmlDocument, xpath: string): string | null {
  const node = doc.get(xpath);
  return node instanceof XmlElement ? node.toString({ format: false }) : null;
}

function textAt(doc: XmlDocument, xpath: string): string | null {
  return doc.get(xpath)?.content ?? null;
}

describe('leadToAdf and the ADF 1.0 DTD', () => {
  describe('the DTD fixture', () => {
    it('refuses a document with the faults the DTD names, naming each fault', () => {
      const before = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?adf version="1.0"?>',
        '<adf><prospect status="new"><requestdate>2025-06-01T10:00:00.000Z</requestdate>',
        '<vehicle interest="buy" status="used"><year>2021</year><make>Mazda</make><model>CX-5</model>',
        '<trim>Maxx</trim><vin>JM0KF4W7A00123456</vin><price type="asking" currency="AUD">30990</price>',
        '<colorcombination><exteriorcolor>Soul Red</exteriorcolor></colorcombination></vehicle>',
        '<customer><contact><name part="first">Alex</name><email>alex@example.com</email>',
        '<address><postalcode>4000</postalcode><country>AU</country></address></contact></customer>',
        '<vendor><id source="forecourt">d1</id><vendorname>Harbour Motors</vendorname></vendor>',
        '</prospect></adf>',
      ].join('\n');
      const problems = adfDtdProblems(before).join('\n');
      expect(problems).toMatch(/Element vehicle content does not follow the DTD/);
      expect(problems).toMatch(/Element colorcombination content does not follow the DTD/);
      expect(problems).toMatch(/Element address content does not follow the DTD/);
      expect(problems).toMatch(/Element vendor content does not follow the DTD/);
    });

    it('refuses a document that is not ADF at all', () => {
      expect(adfDtdProblems('<lead><name>Alex</name></lead>')).not.toEqual([]);
      expect(adfDtdProblems('<adf><prospect>')).toEqual([
        expect.stringMatching(/^not well-formed/),
      ]);
    });

    // The published contact and colorcombination models are not deterministic,
    // so the fixture states each as a deterministic model of the same language.
    // Every child sequence up to four long is tried against both.
    function sequences(names: readonly string[], longest: number): string[][] {
      let level: string[][] = [[]];
      const all: string[][] = [[]];
      for (let length = 1; length <= longest; length++) {
        level = level.flatMap((seq) => names.map((n) => [...seq, n]));
        all.push(...level);
      }
      return all;
    }

    /** The fixture's declaration of one element, as it stands (not the published one in its comment). */
    function declaration(name: string): string {
      const found = adfDtd.match(new RegExp(`^<!ELEMENT ${name} .*>$`, 'm'));
      if (!found) throw new Error(`adf-1.0.dtd declares no ${name}`);
      return found[0];
    }

    function acceptedByFixture(model: string, leaves: readonly string[], children: string[]) {
      const dtd = XmlDtd.fromString(
        [declaration(model), ...leaves.map((c) => `<!ELEMENT ${c} EMPTY>`)].join('\n'),
      );
      const validator = new DtdValidator(dtd);
      const doc = parse(`<${model}>${children.map((c) => `<${c}/>`).join('')}</${model}>`);
      try {
        validator.validate(doc);
        return true;
      } catch {
        return false;
      } finally {
        doc.dispose();
        validator.dispose();
      }
    }

    it('contact: (name+, ((email | phone+) | (email, phone+)), address?) as published', () => {
      const published = /^(name )+(email |(phone )+|email (phone )+)(address )?$/;
      const leaves = ['name', 'email', 'phone', 'address'];
      for (const children of sequences(leaves, 4)) {
        const joined = children.map((c) => `${c} `).join('');
        expect(acceptedByFixture('contact', leaves, children), joined).toBe(published.test(joined));
      }
    });

    it('colorcombination: (((interiorcolor | exteriorcolor) | (interiorcolor, exteriorcolor)), preference) as published', () => {
      const published = /^(interiorcolor |exteriorcolor |interiorcolor exteriorcolor )preference $/;
      const leaves = ['interiorcolor', 'exteriorcolor', 'preference'];
      for (const children of sequences(leaves, 4)) {
        const joined = children.map((c) => `${c} `).join('');
        expect(acceptedByFixture('colorcombination', leaves, children), joined).toBe(
          published.test(joined),
        );
      }
    });
  });

  describe('every kind of lead the site sends', () => {
    it.each(leadCases.map((c) => [c.name, c] as const))('%s validates', (_, leadCase) => {
      expect(adfDtdProblems(leadToAdf(leadOf(leadCase)))).toEqual([]);
    });

    it('a lead stored before the dealership’s contact was recorded still validates', () => {
      const lead = leadOf(leadCases[0] as LeadCase);
      const { contact: _recordedSince, ...dealership } = lead.dealership;
      const xml = leadToAdf({ ...lead, dealership });
      expect(adfDtdProblems(xml)).toEqual([]);
      expect(xml).toContain(
        '<contact><name part="full" type="business">Harbour Toyota</name><phone type="voice"></phone></contact>',
      );
    });
  });

  describe('what the document carries', () => {
    const withEverything = leadOf({
      name: 'test drive of the new car',
      site: franchise,
      car: newCar,
      userData: {
        category: leadKindCategories['test-drive'],
        ...shopper,
        ...everyOptional,
        test_drive_date: '2025-06-14',
      },
    });

    it('the car: its id, year, make, model, VIN, stock number, badge, odometer, colour and price', () => {
      const doc = parse(leadToAdf(withEverything));
      try {
        const vehicle = '/adf/prospect/vehicle';
        expect(markupAt(doc, vehicle)).toBe(
          '<vehicle interest="test-drive" status="new">' +
            '<id source="forecourt">car-new</id><year>2024</year><make>Toyota</make><model>GR86</model>' +
            '<vin>JTMW43FV60D123456</vin><stock>T-1001</stock>' +
            '<trim>GR &lt;Premium&gt; &amp; "Sport"</trim><odometer units="km">12</odometer>' +
            '<colorcombination><exteriorcolor>Ice Silver &amp; Black</exteriorcolor><preference>1</preference></colorcombination>' +
            '<price type="asking" currency="AUD">52990</price></vehicle>',
        );
      } finally {
        doc.dispose();
      }
    });

    it('the shopper: names, e-mail and phone as written, everything else in the comments', () => {
      const doc = parse(leadToAdf(withEverything));
      try {
        const contact = '/adf/prospect/customer/contact';
        expect(textAt(doc, `${contact}/name[@part="first"]`)).toBe(shopper.name);
        expect(textAt(doc, `${contact}/name[@part="last"]`)).toBe(shopper.last_name);
        expect(textAt(doc, `${contact}/email`)).toBe(shopper.email);
        expect(textAt(doc, `${contact}/phone`)).toBe(shopper.phone);
        // No street on any lead form, so no address: the postcode is in the comments.
        expect(doc.get(`${contact}/address`)).toBeNull();
        expect(textAt(doc, '/adf/prospect/customer/comments')).toBe(
          [
            'Test Drive Booking',
            // The control character is dropped: XML 1.0 cannot carry it.
            `message: ${awkward.replace('\u0007', '')}`,
            'page_id: 42',
            'postcode: 2140',
            'Rego: ABC123',
            'additional_services: Finance quote, Trade-in valuation',
            'test_drive_date: 2025-06-14',
          ].join('\n'),
        );
      } finally {
        doc.dispose();
      }
    });

    it('the dealership: its id and name, and the phone and address of the car’s location', () => {
      const doc = parse(leadToAdf(withEverything));
      try {
        expect(markupAt(doc, '/adf/prospect/vendor')).toBe(
          '<vendor><id source="forecourt">d1</id><vendorname>Harbour Toyota</vendorname>' +
            '<contact><name part="full" type="business">Harbour Toyota Sales</name>' +
            '<phone type="voice">02 5550 1010</phone>' +
            '<address type="work"><street line="1">412 Parramatta Road</street><city>Homebush</city>' +
            '<regioncode>NSW</regioncode><postalcode>2140</postalcode><country>AU</country></address>' +
            '</contact></vendor>',
        );
        expect(markupAt(doc, '/adf/prospect/provider')).toBe(
          '<provider><name part="full">Forecourt</name><service>Harbour &lt;Motor&gt; Group</service>' +
            '<url>https://harbour.example/cars/a-car?utm_source=x&amp;utm_medium=y</url></provider>',
        );
      } finally {
        doc.dispose();
      }
    });

    it('a lead about no car: an empty vehicle, and the dealership of the chosen location', () => {
      const lead = leadOf({
        name: 'sales enquiry at Auburn',
        site: group,
        car: null,
        userData: {
          category: 'Sales Enquiry',
          ...shopper,
          location: 'Harbour Kia Auburn',
          terms_conditions: true,
        },
      });
      const doc = parse(leadToAdf(lead));
      try {
        expect(markupAt(doc, '/adf/prospect/vehicle')).toBe(
          '<vehicle><year/><make/><model/></vehicle>',
        );
        expect(textAt(doc, '/adf/prospect/vendor/vendorname')).toBe('Harbour Kia & Sons');
        expect(textAt(doc, '/adf/prospect/vendor/contact/phone')).toBe('02 5550 1210');
      } finally {
        doc.dispose();
      }
    });

    it('a demo car is new stock, and says it is a demo; a used car is used', () => {
      const demo = parse(
        leadToAdf(
          leadOf({
            name: 'demo',
            site: franchise,
            car: demoCar,
            userData: { category: 'Vehicle Enquiry', ...shopper, message: 'Hi' },
          }),
        ),
      );
      const used = parse(
        leadToAdf(
          leadOf({
            name: 'used',
            site: franchise,
            car: usedCar,
            userData: { category: 'Vehicle Enquiry', ...shopper, message: 'Hi' },
          }),
        ),
      );
      try {
        expect(textAt(demo, '/adf/prospect/vehicle/@status')).toBe('new');
        expect(textAt(demo, '/adf/prospect/vehicle/@interest')).toBe('buy');
        expect(textAt(demo, '/adf/prospect/vehicle/comments')).toBe('Demo vehicle');
        expect(textAt(used, '/adf/prospect/vehicle/@status')).toBe('used');
      } finally {
        demo.dispose();
        used.dispose();
      }
    });

    it('a feed’s "no price" is not sent as an asking price', () => {
      const xml = leadToAdf(
        leadOf({
          name: 'no price',
          site: bare,
          car: plainCar,
          userData: { category: 'Vehicle Enquiry', ...shopper },
        }),
      );
      expect(xml).not.toContain('<price');
    });
  });
});
