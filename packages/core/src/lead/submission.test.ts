import { describe, expect, it } from 'vitest';
import {
  buildLeadSubmission,
  ENQUIRY_SUBMIT_ERROR,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  leadErrorAnswer,
  leadSubmissionSchema,
  readLeadResponse,
} from './submission';

const key = '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b';

const base = {
  userData: {
    category: 'New Car Enquiry',
    subcategory: 'Test Drive',
    name: 'Ada',
    email: 'ada@example.com',
    opt_in: true,
    additional_services: ['Loan Car'],
  },
  url: 'https://harbourtoyota.example/cars/2021-toyota-hilux-sr5',
  userAgent: 'Mozilla/5.0',
  car: { id: '101', dealership_id: '7' },
  visitedPages: ['/search', '/cars/2021-toyota-hilux-sr5'],
  linkedQueryParams: { utm_source: 'google' },
  idempotencyKey: key,
};

describe('lead submission payload', () => {
  it("builds the spec's payload with source 'Website'", () => {
    expect(buildLeadSubmission(base)).toEqual({
      userData: {
        category: 'New Car Enquiry',
        subcategory: 'Test Drive',
        name: 'Ada',
        email: 'ada@example.com',
        opt_in: true,
        additional_services: ['Loan Car'],
      },
      url: 'https://harbourtoyota.example/cars/2021-toyota-hilux-sr5',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      car_id: '101',
      car_dealership_id: '7',
      lead_attributes: {
        visited_pages: ['/search', '/cars/2021-toyota-hilux-sr5'],
        linked_query_params: { utm_source: 'google' },
      },
      idempotency_key: key,
    });
  });

  it('a lead without a car has null car ids and empty attributes by default', () => {
    const lead = buildLeadSubmission({
      ...base,
      car: null,
      visitedPages: undefined,
      linkedQueryParams: undefined,
    });
    expect(lead.car_id).toBeNull();
    expect(lead.car_dealership_id).toBeNull();
    expect(lead.lead_attributes).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it('subcategory defaults to null', () => {
    const lead = buildLeadSubmission({ ...base, userData: { category: 'General Enquiry' } });
    expect(lead.userData.subcategory).toBeNull();
  });

  it('a missing category is rejected', () => {
    expect(() => buildLeadSubmission({ ...base, userData: { category: ' ' } })).toThrow(
      /a lead needs a category/,
    );
  });

  it('the idempotency key must be a UUID', () => {
    expect(() => buildLeadSubmission({ ...base, idempotencyKey: 'abc' })).toThrow(
      /idempotency key must be a UUID/,
    );
  });

  it('the source can only be Website', () => {
    const lead = buildLeadSubmission(base);
    expect(leadSubmissionSchema.safeParse({ ...lead, source: 'App' }).success).toBe(false);
  });

  it('the url must be absolute', () => {
    expect(() => buildLeadSubmission({ ...base, url: '/cars/x' })).toThrow();
  });
});

describe('lead response', () => {
  it('a lead_id is success', () => {
    expect(readLeadResponse({ lead_id: 9001 })).toEqual({ ok: true, leadId: '9001' });
    expect(readLeadResponse({ lead_id: 'L-1' })).toEqual({ ok: true, leadId: 'L-1' });
  });

  it("the server's error is shown", () => {
    expect(readLeadResponse({ error: 'Email is blocked' })).toEqual({
      ok: false,
      error: 'Email is blocked',
      fieldErrors: {},
    });
    expect(readLeadResponse({ message: 'Rate limited' })).toEqual({
      ok: false,
      error: 'Rate limited',
      fieldErrors: {},
    });
  });

  it("otherwise 'An unexpected error occured'", () => {
    const fallback = { ok: false, error: 'An unexpected error occured', fieldErrors: {} };
    expect(readLeadResponse({})).toEqual(fallback);
    expect(readLeadResponse(null)).toEqual(fallback);
    expect(readLeadResponse('oops')).toEqual(fallback);
    expect(readLeadResponse({ error: '' })).toEqual(fallback);
    expect(LEAD_SUBMISSION_DEFAULT_ERROR).toBe('An unexpected error occured');
  });

  it('field errors from the server map back onto their fields', () => {
    const answer = leadErrorAnswer('Please fix the following errors:', {
      email: 'Please enter a valid email address, like name@example.com.',
    });
    expect(readLeadResponse(answer)).toEqual({
      ok: false,
      error: 'Please fix the following errors:',
      fieldErrors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
  });

  it('a field given a list of messages shows its first text; other values are ignored', () => {
    const result = readLeadResponse({
      error: 'Invalid',
      errors: { phone: ['', 'Too short', 'Too long'], postcode: 4000, name: null },
    });
    expect(result).toEqual({ ok: false, error: 'Invalid', fieldErrors: { phone: 'Too short' } });
  });

  it('the enquiry submit error quotes the spec', () => {
    expect(ENQUIRY_SUBMIT_ERROR).toBe('An error occurred when submitting this form');
  });
});
