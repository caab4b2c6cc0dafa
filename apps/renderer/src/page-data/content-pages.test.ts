import { defaultNavigation } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { contentPageFor, contentTitles } from './content-pages';

describe('content page shells', () => {
  it('every default navigation destination has a page, the search and home aside', () => {
    for (const item of defaultNavigation()) {
      for (const link of [item, ...item.children]) {
        const path = link.href.split('#')[0] ?? '';
        if (path === '/' || path === '/search') continue;
        expect(contentPageFor(path), path).not.toBeNull();
      }
    }
  });
  it('content routes each have a heading and breadcrumbs from Home', () => {
    for (const path of [
      '/warranty',
      '/roadside-assist',
      '/owner-benefits',
      '/about-us',
      '/careers',
      '/fleet',
      '/terms-and-conditions',
      '/privacy-policy',
      '/book-test-drive/',
      '/success',
      '/favourites',
    ]) {
      const page = contentPageFor(path);
      expect(page?.breadcrumbs[0]).toEqual({ label: 'Home', href: '/' });
      expect(page?.breadcrumbs.at(-1)?.label).toBe(page?.title);
    }
    expect(contentPageFor('/book-test-drive/')?.title).toBe('Book a Test Drive');
    expect(Object.keys(contentTitles).length).toBeGreaterThan(20);
  });
  it('parameterised routes name their parent', () => {
    expect(contentPageFor('/contact-us/harbour-kia')).toEqual({
      title: 'Harbour Kia',
      breadcrumbs: [
        { label: 'Home', href: '/' },
        { label: 'Contact', href: '/contact' },
        { label: 'Harbour Kia', href: '/contact-us/harbour-kia' },
      ],
    });
    // A single offer has a page of its own (pages/offer), never a shell.
    expect(contentPageFor('/offers/toyota/42')).toBeNull();
  });
  it("a model's or a location's page is headed as the header's menus name it", () => {
    const nav = [
      {
        label: 'Models',
        href: '/models',
        children: [{ label: 'RAV4', href: '/models/rav4' }],
      },
      {
        label: 'Company',
        href: '/about-us',
        children: [{ label: 'Harbour Kia Auburn', href: '/contact-us/harbour-kia-auburn' }],
      },
    ];
    expect(contentPageFor('/models/rav4', nav)?.breadcrumbs.map((c) => c.label)).toEqual([
      'Home',
      'Models',
      'RAV4',
    ]);
    expect(contentPageFor('/contact-us/harbour-kia-auburn', nav)?.title).toBe('Harbour Kia Auburn');
    expect(contentPageFor('/models/camry', nav)?.title).toBe('Camry');
  });
  it("a site's own navigation link is a page; anything else is not", () => {
    const nav = [{ label: 'Caravans for hire', href: '/hire', children: [] }];
    expect(contentPageFor('/hire', nav)?.title).toBe('Caravans for hire');
    expect(contentPageFor('/nowhere', nav)).toBeNull();
    expect(contentPageFor('/')).toBeNull();
  });
});
