import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../site-config/site-config';
import {
  campaignAt,
  campaignDatesText,
  campaignSchema,
  campaignState,
  contentPageOf,
  contentPagePaths,
  isContentPagePath,
} from './site-pages';

const site = (extra: Record<string, unknown> = {}) =>
  siteConfigSchema.parse({
    slug: 'acme-motors',
    template: 'heritage',
    name: 'Acme & Sons Motors',
    dealership_id: 41,
    address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: ['acme-motors'],
    ...extra,
  });

describe('content pages as data', () => {
  it('every content page has the platform’s words, with the site’s name in them', () => {
    for (const path of contentPagePaths) {
      const page = contentPageOf(site(), path);
      expect(page.title.length, path).toBeGreaterThan(0);
      expect(page.summary, path).toContain('Acme & Sons Motors');
      expect(page.bodyHtml, path).not.toContain('{site}');
      expect(page.enquiry, path).toBe(path === '/fleet' ? 'fleet' : null);
    }
  });

  it('writes the name into the HTML as text, so its ampersand cannot start markup', () => {
    const page = contentPageOf(site(), '/about-us');
    expect(page.bodyHtml).toContain('Acme &#38; Sons Motors');
    expect(page.bodyHtml).not.toContain('Acme & Sons');
  });

  it('takes the site’s own title, summary and body over the platform’s, one field at a time', () => {
    const own = site({
      content_pages: { '/warranty': { body_html: '<p>A 3 year standard warranty at {site}.</p>' } },
    });
    const page = contentPageOf(own, '/warranty');
    expect(page.title).toBe('Warranty');
    expect(page.summary).toContain('Acme & Sons Motors');
    expect(page.bodyHtml).toBe('<p>A 3 year standard warranty at Acme &#38; Sons Motors.</p>');
  });

  it('refuses a content page the SPEC does not list, and an empty body', () => {
    expect(() => site({ content_pages: { '/blog': { title: 'Blog' } } })).toThrow();
    expect(() => site({ content_pages: { '/fleet': { body_html: ' ' } } })).toThrow();
    expect(isContentPagePath('/fleet')).toBe(true);
    expect(isContentPagePath('/fleet/extra')).toBe(false);
  });
});

describe('campaign pages as data', () => {
  const eofy = campaignSchema.parse({
    path: '/eofy',
    title: 'End of Financial Year Sale',
    summary: 'Runout pricing.',
    starts: '2027-05-01',
    ends: '2027-06-30',
    stock: { car_type: ['new'] },
  });

  it('runs from the start of its first day to the end of its last, in the site’s time zone', () => {
    const brisbane = 'Australia/Brisbane'; // UTC+10, no daylight saving
    expect(campaignState(eofy, new Date('2027-04-30T13:59:59Z'), brisbane)).toBe('upcoming');
    expect(campaignState(eofy, new Date('2027-04-30T14:00:00Z'), brisbane)).toBe('running');
    expect(campaignState(eofy, new Date('2027-06-30T13:59:59Z'), brisbane)).toBe('running');
    expect(campaignState(eofy, new Date('2027-06-30T14:00:00Z'), brisbane)).toBe('ended');
  });

  it('says until when it runs', () => {
    expect(campaignDatesText(eofy)).toBe('Until 30 June 2027');
  });

  it('is found by its path', () => {
    expect(campaignAt([eofy], '/eofy')).toBe(eofy);
    expect(campaignAt([eofy], '/eofy-2')).toBeNull();
  });

  it('refuses dates out of order, a path that is not lower-case words, and two campaigns at one path', () => {
    expect(() => campaignSchema.parse({ ...eofy, starts: '2027-07-01' })).toThrow();
    expect(() => campaignSchema.parse({ ...eofy, path: '/EOFY' })).toThrow();
    expect(() => campaignSchema.parse({ ...eofy, path: '/brands/jeep/extra' })).toThrow();
    expect(() => site({ campaigns: [eofy, { ...eofy, title: 'Again' }] })).toThrow(
      /already used by campaigns.0/,
    );
  });
});
