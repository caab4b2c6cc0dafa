import { describe, expect, it } from 'vitest';
import { templateNames } from './template-registry';
import { resolveSiteConfig, siteSubject, validateSites } from './validate-site';

const acme = {
  slug: 'acme-motors',
  template: 'metro',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors', 'acme-used'],
  locations: [
    { id: 1, name: 'Acme Sales', location_type: 'sales', dealership_slug: 'acme-motors' },
    { id: 2, name: 'Acme Used', location_type: 'sales', dealership_slug: 'acme-used' },
  ],
};

function problemsOf(site: unknown): string[] {
  const result = resolveSiteConfig(site);
  return result.ok ? [] : result.problems;
}

describe('resolveSiteConfig', () => {
  it('overlays the site on the platform defaults', () => {
    const result = resolveSiteConfig({
      ...acme,
      finance_provider: 'Angle',
      lead_form: { terms_checkbox_required: true },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.finance_provider).toBe('Angle');
    expect(result.config.lead_form).toEqual({
      message_required: true,
      terms_checkbox_required: true,
    });
    expect(result.config.reserve.deposit_label).toBe('$200');
  });

  it('an explicit null finance provider on a layer over a provider turns finance off', () => {
    const result = resolveSiteConfig(
      { ...acme, finance_provider: null },
      { defaults: { finance_provider: 'Taurus' } },
    );
    expect(result.ok && result.config.finance_provider).toBeNull();
  });

  it('a site navigation replaces the default navigation wholesale', () => {
    const result = resolveSiteConfig({
      ...acme,
      navigation: [{ label: 'Stock', href: '/search' }],
    });
    expect(result.ok && result.config.navigation).toEqual([
      { label: 'Stock', href: '/search', children: [] },
    ]);
  });

  it('with the default navigation, Our Stock follows the site cars path', () => {
    const result = resolveSiteConfig({ ...acme, cars_path: '/used-cars' });
    expect(result.ok && result.config.navigation[3]).toEqual({
      label: 'Our Stock',
      href: '/used-cars',
      children: [],
    });
  });

  it('does not mutate the site values it is given', () => {
    const site = JSON.parse(JSON.stringify(acme));
    resolveSiteConfig(site);
    expect(site).toEqual(acme);
  });

  it('custom defaults replace the platform defaults', () => {
    const result = resolveSiteConfig(acme, { defaults: { finance_button_label: 'Apply Now' } });
    expect(result.ok && result.config.finance_button_label).toBe('Apply Now');
  });
});

describe('problem lines name the site, the field and the allowed values', () => {
  it('an unknown finance provider lists every provider', () => {
    expect(problemsOf({ ...acme, finance_provider: 'Taurrus' })).toEqual([
      'site "acme-motors": finance_provider "Taurrus" is not one of Taurus, Powertorque, AusLoans, Angle, 360 Finance, Nissan Finance, Manual, Car Clarity',
    ]);
  });

  it('an unknown template lists the templates of the registry', () => {
    expect(templateNames).toEqual(['metro', 'heritage', 'outback', 'franchise']);
    expect(problemsOf({ ...acme, template: 'retro' })).toEqual([
      `site "acme-motors": template "retro" is not one of ${templateNames.join(', ')}`,
    ]);
  });

  it('a missing template says it is required and lists the templates', () => {
    const { template: _template, ...withoutTemplate } = acme;
    expect(problemsOf(withoutTemplate)).toEqual([
      `site "acme-motors": template is required: one of ${templateNames.join(', ')}`,
    ]);
  });

  it('a location dealership outside the site dealerships lists the site dealerships', () => {
    const site = {
      ...acme,
      locations: [
        ...acme.locations,
        { id: 3, name: 'Acme Parts', location_type: 'parts', dealership_slug: 'acme-parts' },
      ],
    };
    expect(problemsOf(site)).toEqual([
      'site "acme-motors": locations.2.dealership_slug "acme-parts" is not one of acme-motors, acme-used',
    ]);
  });

  it('a duplicate location id names the first location with that id', () => {
    const site = {
      ...acme,
      locations: [
        ...acme.locations,
        { id: '1', name: 'Acme Service', location_type: 'service', dealership_slug: 'acme-motors' },
      ],
    };
    expect(problemsOf(site)).toEqual([
      'site "acme-motors": locations.2.id "1" is already used by locations.0',
    ]);
  });

  it('an unknown location type lists the types', () => {
    const site = {
      ...acme,
      locations: [{ id: 1, name: 'X', location_type: 'body shop', dealership_slug: 'acme-motors' }],
    };
    expect(problemsOf(site)).toEqual([
      'site "acme-motors": locations.0.location_type "body shop" is not one of sales, service, parts',
    ]);
  });

  it('a checkout route other than checkout or buy-online lists both', () => {
    expect(problemsOf({ ...acme, reserve: { checkout_route: 'purchase' } })).toEqual([
      'site "acme-motors": reserve.checkout_route "purchase" is not one of checkout, buy-online',
    ]);
  });

  it('a misspelt setting is reported as unknown', () => {
    expect(problemsOf({ ...acme, lead_form: { mesage_required: false } })).toEqual([
      'site "acme-motors": lead_form.mesage_required is not a known setting',
    ]);
  });

  it('a missing required field says it is required', () => {
    const { name: _name, ...withoutName } = acme;
    expect(problemsOf(withoutName)).toEqual(['site "acme-motors": name is required']);
  });

  it('a wrong type names what was expected and what was given', () => {
    expect(problemsOf({ ...acme, lead_form: { message_required: 'no' } })).toEqual([
      'site "acme-motors": lead_form.message_required must be true or false (got "no")',
    ]);
    expect(problemsOf({ ...acme, search: { page_size: 20.5 } })).toEqual([
      'site "acme-motors": search.page_size must be a whole number (got 20.5)',
    ]);
  });

  it('a number out of range names the bound and the value', () => {
    expect(problemsOf({ ...acme, search: { page_size: 0 } })).toEqual([
      'site "acme-motors": search.page_size must be at least 1 (got 0)',
    ]);
    expect(problemsOf({ ...acme, reviews: { minimum_rating: 6 } })).toEqual([
      'site "acme-motors": reviews.minimum_rating must be at most 5 (got 6)',
    ]);
  });

  it('facet limit above the max facet limit names both', () => {
    expect(problemsOf({ ...acme, search: { facet_limit: 41 } })).toEqual([
      'site "acme-motors": search.facet_limit 41 must not exceed search.max_facet_limit (40)',
    ]);
  });

  it('an empty dealership list asks for at least one entry', () => {
    expect(problemsOf({ ...acme, dealerships: [], locations: [] })).toEqual([
      'site "acme-motors": dealerships must list at least 1 entry',
    ]);
  });

  it('empty text says it must not be empty', () => {
    expect(problemsOf({ ...acme, name: '  ' })).toEqual([
      'site "acme-motors": name must not be empty',
    ]);
  });

  it('a malformed value quotes it and says what shape is expected', () => {
    expect(problemsOf({ ...acme, slug: 'Acme Motors' })).toEqual([
      'site "Acme Motors": slug "Acme Motors" is not a DNS label (1 to 63 lower-case letters, digits and hyphens, not starting or ending with a hyphen)',
    ]);
    expect(problemsOf({ ...acme, domains: ['WWW.ACME.EXAMPLE'] })).toEqual([
      'site "acme-motors": domains.0 "WWW.ACME.EXAMPLE" is not a lower-case domain name such as www.example.com.au',
    ]);
  });

  it('an unknown state lists the states and territories', () => {
    expect(problemsOf({ ...acme, default_state: 'Queensland' })).toEqual([
      'site "acme-motors": default_state "Queensland" is not one of act, nsw, nt, qld, sa, tas, vic, wa',
    ]);
  });

  it('a hosted search without its key says how to give it', () => {
    expect(problemsOf({ ...acme, server: { search: { app_id: 'ACMEAPP' } } })).toEqual([
      'site "acme-motors": server.search.api_key (missing) must be given, or api_key_env must name the environment variable that holds the key',
    ]);
  });

  it('a hosted search key given twice asks for one', () => {
    expect(
      problemsOf({
        ...acme,
        server: { search: { app_id: 'ACMEAPP', api_key: 'k', api_key_env: 'ACME_SEARCH_KEY' } },
      }),
    ).toEqual([
      'site "acme-motors": server.search.api_key_env "ACME_SEARCH_KEY" cannot be given together with api_key: keep one of the two',
    ]);
  });

  it('a hosted search key variable must be a variable name', () => {
    expect(
      problemsOf({ ...acme, server: { search: { app_id: 'ACMEAPP', api_key_env: '$KEY' } } }),
    ).toEqual([
      'site "acme-motors": server.search.api_key_env "$KEY" is not an environment variable name (letters, digits and _, not starting with a digit)',
    ]);
  });

  it('a hosted search host over plain http off loopback is refused', () => {
    expect(
      problemsOf({
        ...acme,
        server: { search: { app_id: 'ACMEAPP', api_key: 'k', host: 'http://search.example' } },
      }),
    ).toEqual([
      'site "acme-motors": server.search.host "http://search.example" uses http, which would send the search key in the clear: use https (http is for a loopback stand-in such as http://127.0.0.1:7700 only)',
    ]);
  });

  it('several problems give several lines, one each', () => {
    expect(problemsOf({ ...acme, template: 'retro', finance_provider: 'Taurrus' })).toHaveLength(2);
  });

  it('a site that is not an object says so', () => {
    expect(problemsOf([])).toEqual(['site: must be an object (got a list)']);
  });
});

describe('siteSubject', () => {
  it('names the site by slug, else by source', () => {
    expect(siteSubject({ slug: 'acme-motors' }, 'acme.json')).toBe('site "acme-motors"');
    expect(siteSubject({ slug: '' }, 'acme.json')).toBe('site in acme.json');
    expect(siteSubject({}, undefined)).toBe('site');
  });
});

describe('validateSites', () => {
  const other = {
    ...acme,
    slug: 'bravo-cars',
    name: 'Bravo Cars',
    dealership_id: 42,
    dealerships: ['bravo-cars'],
    locations: [],
  };

  it('returns every resolved site when all are valid', () => {
    const result = validateSites([
      { data: acme, source: 'acme.json' },
      { data: other, source: 'bravo.json' },
    ]);
    expect(result.ok && result.sites.map((s) => s.slug)).toEqual(['acme-motors', 'bravo-cars']);
  });

  it('slugs are unique across sites', () => {
    expect(
      validateSites([
        { data: acme, source: 'acme.json' },
        { data: { ...other, slug: 'acme-motors' }, source: 'copy.json' },
      ]),
    ).toEqual({
      ok: false,
      problems: ['copy.json: slug "acme-motors" is already used by acme.json'],
    });
  });

  it('production domains are unique across sites', () => {
    expect(
      validateSites([
        { data: { ...acme, domains: ['www.acme.example'] }, source: 'acme.json' },
        {
          data: { ...other, domains: ['bravo.example', 'www.acme.example'] },
          source: 'bravo.json',
        },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        'bravo.json: domains.1 "www.acme.example" is already used by acme.json (domains.0)',
      ],
    });
  });

  it('a site may repeat a domain of its own', () => {
    const result = validateSites([
      { data: { ...acme, domains: ['www.acme.example', 'www.acme.example'] } },
    ]);
    expect(result.ok).toBe(true);
  });

  it('dealership ids are unique across sites, whether written as numbers or text', () => {
    expect(
      validateSites([
        { data: acme, source: 'acme.json' },
        { data: { ...other, dealership_id: '41' }, source: 'bravo.json' },
      ]),
    ).toEqual({
      ok: false,
      problems: ['bravo.json: dealership_id 41 is already used by acme.json'],
    });
  });

  it('website ids are unique across sites; sites without one do not clash', () => {
    expect(
      validateSites([
        { data: { ...acme, website_id: 1001 }, source: 'acme.json' },
        { data: { ...other, website_id: 1001 }, source: 'bravo.json' },
      ]),
    ).toEqual({
      ok: false,
      problems: ['bravo.json: website_id 1001 is already used by acme.json'],
    });
    expect(validateSites([{ data: acme }, { data: other }]).ok).toBe(true);
  });

  it('location ids are unique across sites, naming the location of each', () => {
    expect(
      validateSites([
        { data: acme, source: 'acme.json' },
        {
          data: {
            ...other,
            locations: [
              { id: 7, name: 'Bravo Sales', location_type: 'sales', dealership_slug: 'bravo-cars' },
              {
                id: 2,
                name: 'Bravo Service',
                location_type: 'service',
                dealership_slug: 'bravo-cars',
              },
            ],
          },
          source: 'bravo.json',
        },
      ]),
    ).toEqual({
      ok: false,
      problems: ['bravo.json: locations.1.id 2 is already used by acme.json'],
    });
  });

  it('a site sharing several values gets one line for each, naming the first owner', () => {
    const copy = { ...acme, domains: ['www.acme.example'], website_id: 9 };
    expect(
      validateSites([
        { data: copy, source: 'a.json' },
        { data: { ...other, dealership_id: 41, website_id: 8 }, source: 'b.json' },
        { data: copy, source: 'c.json' },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        'b.json: dealership_id 41 is already used by a.json',
        'c.json: slug "acme-motors" is already used by a.json',
        'c.json: domains.0 "www.acme.example" is already used by a.json',
        'c.json: dealership_id 41 is already used by a.json',
        'c.json: website_id 9 is already used by a.json',
        'c.json: locations.0.id 1 is already used by a.json',
        'c.json: locations.1.id 2 is already used by a.json',
      ],
    });
  });

  it('without file names, the sites are named by slug', () => {
    expect(validateSites([{ data: acme }, { data: { ...other, dealership_id: 41 } }])).toEqual({
      ok: false,
      problems: ['site "bravo-cars": dealership_id 41 is already used by site "acme-motors"'],
    });
  });

  it('collects the problems of every site, naming a slug-less site by its source', () => {
    const result = validateSites([
      { data: { ...acme, finance_provider: 'Taurrus' }, source: 'acme.json' },
      { data: { ...other, slug: undefined }, source: 'bravo.json' },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        'site "acme-motors": finance_provider "Taurrus" is not one of Taurus, Powertorque, AusLoans, Angle, 360 Finance, Nissan Finance, Manual, Car Clarity',
        'site in bravo.json: slug is required',
      ],
    });
  });

  it('no sites is valid and gives no sites', () => {
    expect(validateSites([])).toEqual({ ok: true, sites: [] });
  });
});
