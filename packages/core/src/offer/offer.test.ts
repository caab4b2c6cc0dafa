import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import {
  isOfferShownOnSite,
  type OfferInput,
  offerButtons,
  offerManufacturerName,
  offerSchema,
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
