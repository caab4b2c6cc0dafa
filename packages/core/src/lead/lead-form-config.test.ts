import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../site-config/site-config';
import {
  defaultLeadSettings,
  leadFormConfig,
  leadFormOf,
  leadKindOf,
  leadSettings,
  leadSubmitFailure,
} from './lead-form-config';
import { validateLeadForm } from './validation';

const site = siteConfigSchema.parse({
  slug: 'harbour-motor-group',
  template: 'metro',
  name: 'Harbour Motor Group',
  dealership_id: '1',
  address: { street: '1 Quay St', city: 'Sydney', state: 'nsw', postcode: '2000' },
  dealerships: ['harbour-toyota', 'harbour-mazda'],
  lead_form: { message_required: false, terms_checkbox_required: true },
  locations: [
    { id: '10', name: 'Harbour Toyota', location_type: 'sales', dealership_slug: 'harbour-toyota' },
    { id: '11', name: 'Harbour Mazda', location_type: 'sales', dealership_slug: 'harbour-mazda' },
    {
      id: '12',
      name: 'Harbour Service',
      location_type: 'service',
      dealership_slug: 'harbour-toyota',
    },
  ],
});

describe('lead form settings from the validated site configuration', () => {
  it('reads the lead form flags and lists only sales locations, each naming its dealership', () => {
    const settings = leadSettings(site);
    expect(settings.messageRequired).toBe(false);
    expect(settings.termsRequired).toBe(true);
    expect(settings.locations).toEqual([
      { value: 'Harbour Toyota', label: 'Harbour Toyota', dealershipSlug: 'harbour-toyota' },
      { value: 'Harbour Mazda', label: 'Harbour Mazda', dealershipSlug: 'harbour-mazda' },
    ]);
    expect(settings.dealerships).toEqual([
      { value: 'harbour-toyota', label: 'Harbour Toyota' },
      { value: 'harbour-mazda', label: 'Harbour Mazda' },
    ]);
    expect(settings.serviceLocations).toEqual([
      { value: 'Harbour Service', label: 'Harbour Service', dealershipSlug: 'harbour-toyota' },
    ]);
  });
});

describe('Lead form: what one form on one site asks', () => {
  const settings = leadSettings(site);

  it('an enquiry about no car is a general enquiry with a location select', () => {
    expect(leadFormConfig({ kind: 'enquiry', hasCar: false, settings })).toEqual({
      messageRequired: false,
      termsRequired: true,
      generalEnquiry: true,
      locationShown: true,
      dealershipShown: false,
      postcodeShown: true,
      serviceLocationShown: false,
      partShown: false,
    });
  });

  it('a service enquiry asks which service location when there are several, not which showroom', () => {
    const twoCentres = {
      ...settings,
      serviceLocations: [
        { value: 'North Service', label: 'North Service', dealershipSlug: 'harbour-toyota' },
        { value: 'South Service', label: 'South Service', dealershipSlug: 'harbour-mazda' },
      ],
    };
    const config = leadFormConfig({ kind: 'service', hasCar: false, settings: twoCentres });
    expect(config).toMatchObject({
      serviceLocationShown: true,
      locationShown: false,
      dealershipShown: false,
      generalEnquiry: false,
    });
    // One service centre: nothing to choose, the dealership select as for any form.
    expect(leadFormConfig({ kind: 'service', hasCar: false, settings })).toMatchObject({
      serviceLocationShown: false,
      dealershipShown: true,
    });
  });

  it('a parts enquiry asks make, model and part', () => {
    expect(leadFormConfig({ kind: 'parts', hasCar: false, settings })).toMatchObject({
      partShown: true,
      // The dealership's parts team, not a showroom.
      locationShown: false,
      dealershipShown: true,
    });
    expect(leadFormConfig({ kind: 'enquiry', hasCar: false, settings }).partShown).toBe(false);
  });

  it('service and parts leads are known by their subcategory; a general one choosing the category stays general', () => {
    expect(leadKindOf({ category: 'Service Enquiry', subcategory: 'Service Booking' }, false)).toBe(
      'service',
    );
    expect(leadKindOf({ category: 'Parts Enquiry', subcategory: 'Parts Request' }, false)).toBe(
      'parts',
    );
    expect(leadKindOf({ category: 'Service Enquiry' }, false)).toBe('enquiry');
  });

  it('a form about a car asks for neither category, location nor dealership', () => {
    const config = leadFormConfig({ kind: 'enquiry', hasCar: true, settings });
    expect(config.generalEnquiry).toBe(false);
    expect(config.locationShown).toBe(false);
    expect(config.dealershipShown).toBe(false);
  });

  it('a test drive about no car is not a general enquiry', () => {
    expect(leadFormConfig({ kind: 'test-drive', hasCar: false, settings }).generalEnquiry).toBe(
      false,
    );
  });

  it('the dealership select shows when there is no location choice but several dealerships', () => {
    const config = leadFormConfig({
      kind: 'enquiry',
      hasCar: false,
      settings: { ...settings, locations: settings.locations.slice(0, 1) },
    });
    expect(config.locationShown).toBe(false);
    expect(config.dealershipShown).toBe(true);
  });

  it('Postcode: every form asks for the postcode', () => {
    for (const kind of ['enquiry', 'test-drive', 'photos', 'finance'] as const) {
      expect(
        leadFormConfig({ kind, hasCar: true, settings: defaultLeadSettings }).postcodeShown,
      ).toBe(true);
    }
  });
});

describe('which form a submitted lead came from', () => {
  it('reads the kind from the category, a test drive from its date or words', () => {
    expect(leadKindOf({ category: 'Vehicle Enquiry' }, true)).toBe('enquiry');
    expect(leadKindOf({ category: 'Test Drive Booking' }, true)).toBe('test-drive');
    expect(leadKindOf({ category: 'Vehicle Enquiry', test_drive_date: '2026-12-01' }, true)).toBe(
      'test-drive',
    );
    expect(leadKindOf({ category: 'Photo Request' }, true)).toBe('photos');
    expect(leadKindOf({ category: 'Finance Enquiry' }, true)).toBe('finance');
    expect(leadKindOf({ category: 'Finance Enquiry' }, false)).toBe('enquiry');
  });

  it('event id families: careers, test drive, enquiry', () => {
    expect(leadFormOf({ category: 'Careers Enquiry' }, false)).toBe('careers');
    expect(leadFormOf({ category: 'Test Drive Booking' }, true)).toBe('test-drive');
    expect(leadFormOf({ category: 'Photo Request' }, true)).toBe('enquiry');
  });
});

describe('submit failure', () => {
  it("'Enquiry form submit failure': an alert and a banner with the server message or the same text", () => {
    expect(leadSubmitFailure('enquiry', null)).toEqual({
      alert: 'An error occurred when submitting this form',
      banner: 'An error occurred when submitting this form',
    });
    expect(leadSubmitFailure('enquiry', 'Too many enquiries, try again in a minute.')).toEqual({
      alert: 'An error occurred when submitting this form',
      banner: 'Too many enquiries, try again in a minute.',
    });
  });

  it("'Lead submission failure': the server's error, or 'An unexpected error occured'", () => {
    expect(leadSubmitFailure('test-drive', null)).toEqual({
      alert: null,
      banner: 'An unexpected error occured',
    });
    expect(leadSubmitFailure('finance', 'Nope')).toEqual({ alert: null, banner: 'Nope' });
  });
});

describe('Trade-in form fields', () => {
  it("'Trade-In' and 'Sell Your Car' leads are trade-in leads", () => {
    expect(leadKindOf({ category: 'Trade-In' }, false)).toBe('trade-in');
    expect(leadKindOf({ category: 'Sell Your Car' }, false)).toBe('trade-in');
    expect(leadKindOf({ category: 'Trade-In', subcategory: '3. Offer Accepted' }, true)).toBe(
      'trade-in',
    );
  });

  it('asks first and last name, mobile, email and postcode; no message or selects', () => {
    const settings = {
      ...defaultLeadSettings,
      locations: [
        { value: 'A', label: 'A', dealershipSlug: 'a' },
        { value: 'B', label: 'B', dealershipSlug: 'b' },
      ],
    };
    const config = leadFormConfig({ kind: 'trade-in', hasCar: false, settings });
    expect(config).toMatchObject({
      messageRequired: false,
      locationShown: false,
      dealershipShown: false,
      postcodeShown: true,
      lastNameRequired: true,
    });
    const checked = validateLeadForm(config, {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ last_name: 'Please enter your last name.' });
  });
});
