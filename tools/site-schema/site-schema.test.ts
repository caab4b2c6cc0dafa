import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateSites } from '@forecourt/core';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemaPath, schemaRef, siteJsonSchema, siteSchemaFiles } from './site-schema';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const siteFiles = readdirSync(path.join(root, 'sites'))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, text: read(`sites/${name}`) }));

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(read(schemaPath)));
}

describe('the generated files', () => {
  it.each([...siteSchemaFiles()])('%s is up to date', (file, expected) => {
    expect(read(file), `${file} is out of date: run pnpm site-schema`).toBe(expected);
  });
});

describe('every demo site file', () => {
  const validate = validator();

  it('names the schema first, as its $schema', () => {
    for (const { name, text } of siteFiles) {
      expect(Object.keys(JSON.parse(text))[0], name).toBe('$schema');
      expect(JSON.parse(text).$schema, name).toBe(schemaRef);
    }
  });

  it.each(siteFiles.map((f) => [f.name, f.text]))('%s passes the JSON Schema', (_, text) => {
    const valid = validate(JSON.parse(text));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('all pass the site loader together', () => {
    const result = validateSites(
      siteFiles.map((f) => ({ data: JSON.parse(f.text), source: f.name })),
    );
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

describe('the site docs/sites.md builds', () => {
  // The guide's first JSON block is a whole site file; the next ones are fields added to
  // it, in order, up to the stock feed. Put together, they must pass both checks.
  const blocks = [...read('docs/sites.md').matchAll(/```json\n([\s\S]*?)```/g)].map((m) =>
    (m[1] ?? '').trim(),
  );
  const feedAt = blocks.findIndex((b) => b.includes('"cars"'));
  const [whole = '', ...fields] = blocks.slice(0, feedAt);
  const site = JSON.parse(
    `${whole.slice(0, -1).trimEnd()},\n${fields.map((f) => f.replace(/,$/, '')).join(',\n')}\n}`,
  );

  it('passes the JSON Schema', () => {
    const validate = validator();
    expect(validate(site)).toBe(true);
    expect(Object.keys(site)).toContain('navigation');
  });

  it('passes the site loader beside every demo site', () => {
    const others = siteFiles.map((f) => ({ data: JSON.parse(f.text), source: f.name }));
    const result = validateSites([...others, { data: site, source: 'wattle-motors.json' }]);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

describe('the JSON Schema', () => {
  const validate = validator();
  const minimal = {
    $schema: schemaRef,
    slug: 'acme-motors',
    template: 'metro',
    name: 'Acme Motors',
    dealership_id: 17,
    address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: ['acme-motors'],
  };

  it('takes a site that gives only what it must, with ids as numbers or text', () => {
    expect(validate(minimal)).toBe(true);
    expect(validate({ ...minimal, dealership_id: '17', website_id: 'web-17' })).toBe(true);
    expect(
      validate({
        ...minimal,
        locations: [{ id: 5, name: 'Acme Sales', dealership_slug: 'acme-motors' }],
      }),
    ).toBe(true);
  });

  it.each([
    ['a misspelt field', { finance_provder: 'Taurus' }],
    ['an unknown template', { template: 'Metro' }],
    ['a nested unknown field', { search: { page_sise: 10 } }],
    ['a page size over 100', { search: { page_size: 101 } }],
    ['a slug that is not a DNS label', { slug: 'Acme Motors' }],
  ])('refuses %s, as the loader does', (_, change) => {
    const site = { ...minimal, ...change };
    expect(validate(site)).toBe(false);
    expect(validateSites([{ data: site }]).ok).toBe(false);
  });

  it('leaves out of the required list every field with a default', () => {
    expect(siteJsonSchema().required).toEqual([
      'slug',
      'template',
      'name',
      'dealership_id',
      'address',
      'dealerships',
    ]);
  });
});
