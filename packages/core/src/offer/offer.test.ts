import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import {
  isOfferShownOnSite,
  type OfferInput,
  offerButtons,
  offerManufacturerName,
  offerPagePath,
  offerSchema,
  offersOfSite,
  siteOfferAt,
} from './offer';

const minimal: OfferInput = { id: 55, name: 'Drive away $39,990' };

describe('offer schema', () => {
  it('accepts a minimal offer and fills the defaults', () => {
    expect(offerSchema.parse(minimal)).toEqual({
      id: '55',
      name: 'Drive away $39,990',
      sanitized_description: null,
      disclaimer: null,
      image_url: null,
      image_or_model_image: null,
      manufacturer: null,
      model: null,
      excluded_website_ids: [],
    });
  });

  it('reads a full offer, website ids as numbers or strings', () => {
    const offer = offerSchema.parse({
      ...minimal,
      sanitized_description: '<p>Runout</p>',
      disclaimer: 'Offer ends 30 June.',
      image_url: 'https://cdn.example/offer.jpg',
      image_or_model_image: { url: 'https://cdn.example/model.jpg' },
      manufacturer: { id: 4, name: 'Kia' },
      model: { name: 'Sportage', slug: 'sportage', override_url: '' },
      excluded_website_ids: [3, '9'],
    });
    expect(offer.manufacturer).toEqual({ id: 4, name: 'Kia' });
    expect(offer.model).toEqual({ name: 'Sportage', slug: 'sportage', override_url: null });
    expect(offer.excluded_website_ids).toEqual(['3', '9']);
    expect(offer.image_or_model_image?.url).toBe('https://cdn.example/model.jpg');
  });

  it('reads null excluded_website_ids as none', () => {
    expect(
      offerSchema.parse({ ...minimal, excluded_website_ids: null }).excluded_website_ids,
    ).toEqual([]);
  });

  it('rejects a manufacturer object without a name and names the field', () => {
    const r = offerSchema.safeParse({ ...minimal, manufacturer: { id: 4 } });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^manufacturer: /);
  });

  it('rejects a model without a name and names the field', () => {
    const r = offerSchema.safeParse({ ...minimal, model: { slug: 'sportage' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^model\.name: /);
  });

  it('rejects a blank website id and names its path', () => {
    const r = offerSchema.safeParse({ ...minimal, excluded_website_ids: [3, ' '] });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^excluded_website_ids\.1: /);
  });
});

describe('offer manufacturer name', () => {
  it('offer manufacturer name reads an object with a name', () => {
    expect(
      offerManufacturerName(offerSchema.parse({ ...minimal, manufacturer: { name: 'Kia' } })),
    ).toBe('Kia');
  });

  it('offer manufacturer name reads a string', () => {
    expect(offerManufacturerName(offerSchema.parse({ ...minimal, manufacturer: 'Mazda' }))).toBe(
      'Mazda',
    );
  });

  it('offer manufacturer name is null when absent', () => {
    expect(offerManufacturerName(offerSchema.parse(minimal))).toBeNull();
  });
});

describe('offer exclusion', () => {
  const offer = offerSchema.parse({ ...minimal, excluded_website_ids: [3, '9'] });

  it('an offer is hidden on a site whose website id is in excluded_website_ids', () => {
    expect(isOfferShownOnSite(offer, 3)).toBe(false);
    expect(isOfferShownOnSite(offer, '9')).toBe(false);
  });

  it('an offer shows on a site whose website id is not excluded', () => {
    expect(isOfferShownOnSite(offer, 4)).toBe(true);
    expect(isOfferShownOnSite(offerSchema.parse(minimal), 3)).toBe(true);
  });
});

describe('single-offer buttons', () => {
  it("single-offer buttons are 'Enquire Now' and 'Explore {model}' to the model page", () => {
    const offer = offerSchema.parse({ ...minimal, model: { name: 'Sportage', slug: 'sportage' } });
    expect(offerButtons(offer)).toEqual([
      { kind: 'enquire', label: 'Enquire Now' },
      { kind: 'explore', label: 'Explore Sportage', href: '/models/sportage' },
    ]);
  });

  it("single-offer 'Explore {model}' goes to the model's override_url when set", () => {
    const offer = offerSchema.parse({
      ...minimal,
      model: { name: 'EV6', slug: 'ev6', override_url: 'https://kia.example/ev6' },
    });
    expect(offerButtons(offer)[1]).toEqual({
      kind: 'explore',
      label: 'Explore EV6',
      href: 'https://kia.example/ev6',
    });
  });

  it("single-offer 'Explore {model}' never links to an unsafe override_url", () => {
    const withSlug = offerSchema.parse({
      ...minimal,
      model: { name: 'EV6', slug: 'ev6', override_url: 'javascript:alert(1)' },
    });
    expect(offerButtons(withSlug)[1]).toMatchObject({ href: '/models/ev6' });
    const withoutSlug = offerSchema.parse({
      ...minimal,
      model: { name: 'EV6', override_url: 'javascript:alert(1)' },
    });
    expect(offerButtons(withoutSlug)).toEqual([{ kind: 'enquire', label: 'Enquire Now' }]);
  });

  it("single-offer buttons are only 'Enquire Now' without a model or a place to explore", () => {
    expect(offerButtons(offerSchema.parse(minimal))).toEqual([
      { kind: 'enquire', label: 'Enquire Now' },
    ]);
    expect(offerButtons(offerSchema.parse({ ...minimal, model: { name: 'Cerato' } }))).toEqual([
      { kind: 'enquire', label: 'Enquire Now' },
    ]);
  });
});

describe('offers of a site', () => {
  const kiaSite = {
    website_id: '1010',
    dealerships: ['coral-coast-kia'],
    manufacturer: 'Kia',
    search: {
      item_types: ['car' as const],
      car_types: ['new' as const, 'used' as const],
      new_car_makes: null,
    },
  };
  const offers = [
    offerSchema.parse({ id: 'sportage', name: 'Sportage offer', manufacturer: { name: 'Kia' } }),
    offerSchema.parse({ id: 'ev6', name: 'EV6 offer', manufacturer: 'KIA' }),
    offerSchema.parse({ id: 'cx-5', name: 'CX-5 offer', manufacturer: 'Mazda' }),
    offerSchema.parse({
      id: 'picanto',
      name: 'Picanto offer',
      manufacturer: 'Kia',
      excluded_website_ids: [1010],
    }),
    offerSchema.parse({ id: 'service', name: 'Service offer' }),
  ];

  it('a site shows the offers on the makes it sells new, the make given as an object or a string', () => {
    expect(offersOfSite(offers, kiaSite).map((o) => o.id)).toEqual(['sportage', 'ev6', 'service']);
  });

  it("an offer whose excluded_website_ids holds the site's website id is not shown there", () => {
    expect(offersOfSite(offers, kiaSite).some((o) => o.id === 'picanto')).toBe(false);
    expect(
      offersOfSite(offers, { ...kiaSite, website_id: '1011' }).some((o) => o.id === 'picanto'),
    ).toBe(true);
  });

  it('a group shows the offers of each brand it names', () => {
    const group = {
      ...kiaSite,
      manufacturer: null,
      search: { ...kiaSite.search, new_car_makes: ['Mazda', 'Kia'] },
    };
    expect(offersOfSite(offers, group).map((o) => o.id)).toEqual([
      'sportage',
      'ev6',
      'cx-5',
      'service',
    ]);
  });

  it('a site that sells no new cars shows no offers', () => {
    expect(
      offersOfSite(offers, {
        ...kiaSite,
        search: { ...kiaSite.search, car_types: ['used' as const] },
      }),
    ).toEqual([]);
    expect(offersOfSite(offers, { ...kiaSite, manufacturer: null })).toEqual([]);
  });
});

describe('single-offer address', () => {
  const kiaSite = {
    website_id: '1010',
    dealerships: ['coral-coast-kia'],
    manufacturer: 'Kia',
    search: { item_types: ['car' as const], car_types: ['new' as const], new_car_makes: null },
  };
  const sportage = offerSchema.parse({ id: 'sportage', name: 'S', manufacturer: { name: 'Kia' } });
  const general = offerSchema.parse({ id: 'service', name: 'Service offer' });
  const excluded = offerSchema.parse({
    id: 'old',
    name: 'Old',
    manufacturer: 'Kia',
    excluded_website_ids: ['1010'],
  });

  it('an offer lives at /offers/{manufacturer}/{id}, or /offers/{id} when it names no make', () => {
    expect(offerPagePath(sportage)).toBe('/offers/kia/sportage');
    expect(
      offerPagePath(offerSchema.parse({ id: 9, name: 'X', manufacturer: 'Mercedes-Benz' })),
    ).toBe('/offers/mercedes-benz/9');
    expect(offerPagePath(general)).toBe('/offers/service');
  });

  it("/offers/{id} and /offers/{manufacturer}/{id} both find the site's offer", () => {
    expect(siteOfferAt([sportage, general], kiaSite, 'sportage')).toBe(sportage);
    expect(siteOfferAt([sportage, general], kiaSite, 'sportage', 'kia')).toBe(sportage);
    expect(siteOfferAt([sportage, general], kiaSite, 'service')).toBe(general);
  });

  it('an unknown id, another make in the address or an excluded offer finds none (404)', () => {
    expect(siteOfferAt([sportage], kiaSite, 'nope')).toBeNull();
    expect(siteOfferAt([sportage], kiaSite, 'sportage', 'mazda')).toBeNull();
    expect(siteOfferAt([general], kiaSite, 'service', 'kia')).toBeNull();
    expect(siteOfferAt([excluded], kiaSite, 'old')).toBeNull();
  });
});
