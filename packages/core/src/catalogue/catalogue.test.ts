import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeIssues } from '../schema/errors';
import {
  bodyTypeSchema,
  bodyTypes,
  type ModelInput,
  manufacturerSchema,
  modelSchema,
} from './catalogue';

function issues(result: { success: true } | { success: false; error: z.ZodError }): string[] {
  return result.success ? [] : describeIssues(result.error);
}

describe('body types', () => {
  it('the allowed body types are exactly the documented list, in order', () => {
    expect(bodyTypes.join(' ')).toBe(
      '4x4 bus cabChassis convertible coupe hardtop hatch hatchback motorhome lightTruck peopleMover sedan softtop suv ute van wagon stationWagon',
    );
  });

  it('the body type schema accepts every allowed body type', () => {
    for (const body of bodyTypes) expect(bodyTypeSchema.parse(body)).toBe(body);
  });

  it('the body type schema rejects one not on the list, spelled differently or not', () => {
    expect(bodyTypeSchema.safeParse('tank').success).toBe(false);
    expect(bodyTypeSchema.safeParse('cab_chassis').success).toBe(false);
    expect(bodyTypeSchema.safeParse('').success).toBe(false);
  });
});

describe('manufacturer schema', () => {
  it('accepts a manufacturer with a logo', () => {
    expect(
      manufacturerSchema.parse({
        id: 3,
        name: 'Toyota',
        slug: 'toyota',
        logo: { url: 'https://cdn.example/toyota.svg' },
      }),
    ).toEqual({
      id: '3',
      name: 'Toyota',
      slug: 'toyota',
      logo: { url: 'https://cdn.example/toyota.svg' },
    });
  });

  it('accepts a manufacturer without a logo', () => {
    expect(manufacturerSchema.parse({ id: '3', name: 'Toyota', slug: 'toyota' }).logo).toBeNull();
  });

  it('rejects a slug with capitals or spaces and names the field', () => {
    expect(
      issues(manufacturerSchema.safeParse({ id: 3, name: 'Land Rover', slug: 'Land Rover' })),
    ).toEqual(['slug: must be lower-case words joined by hyphens']);
  });
});

const minimalModel: ModelInput = { id: 9, name: 'Sportage', slug: 'sportage' };

describe('model schema', () => {
  it('accepts a minimal model and fills the defaults', () => {
    expect(modelSchema.parse(minimalModel)).toEqual({
      id: '9',
      name: 'Sportage',
      slug: 'sportage',
      description: null,
      manufacturer_body: null,
      manufacturer_body2: null,
      manufacturer_body3: null,
      bodyStyle: [],
      body: [],
      image: null,
      status: '',
      fuel: [],
      variant: null,
      override_url: null,
      path: null,
      aftermarket_manufacturer_id: null,
      accessories_count: 0,
      manufacturer_name: null,
    });
  });

  it('reads every field of a full model, keeping HTML in the description', () => {
    const model = modelSchema.parse({
      ...minimalModel,
      description: '<p>Bold new look.<sup>1</sup></p>',
      manufacturer_body: 'SUV',
      manufacturer_body2: 'Hybrid',
      manufacturer_body3: '',
      bodyStyle: ['SUV'],
      body: 'suv',
      image: {
        url: 'https://cdn.example/sportage.png',
        thumb: 'https://cdn.example/sportage-t.png',
      },
      status: 'all_new',
      fuel: ['Hybrid', ''],
      variant: 'GT-Line',
      override_url: 'https://kia.example/sportage',
      path: '/models/sportage',
      aftermarket_manufacturer_id: 12,
      accessories_count: '37',
      manufacturer_name: 'Kia',
    });
    expect(model.description).toBe('<p>Bold new look.<sup>1</sup></p>');
    expect(model.manufacturer_body3).toBeNull();
    expect(model.body).toEqual(['suv']);
    expect(model.image).toEqual({
      url: 'https://cdn.example/sportage.png',
      thumb: { url: 'https://cdn.example/sportage-t.png' },
    });
    expect(model.status).toBe('all_new');
    expect(model.fuel).toEqual(['Hybrid']);
    expect(model.aftermarket_manufacturer_id).toBe('12');
    expect(model.accessories_count).toBe(37);
  });

  it('model status is empty, all_new or coming_soon; null reads as empty', () => {
    expect(modelSchema.parse({ ...minimalModel, status: null }).status).toBe('');
    expect(modelSchema.parse({ ...minimalModel, status: 'coming_soon' }).status).toBe(
      'coming_soon',
    );
  });

  it('rejects an unknown model status and names the field', () => {
    expect(issues(modelSchema.safeParse({ ...minimalModel, status: 'discontinued' }))[0]).toMatch(
      /^status: /,
    );
  });

  it('rejects a negative accessories count and names the field', () => {
    expect(issues(modelSchema.safeParse({ ...minimalModel, accessories_count: -2 }))[0]).toMatch(
      /^accessories_count: /,
    );
  });

  it('rejects an image without a url and names the field', () => {
    expect(
      issues(modelSchema.safeParse({ ...minimalModel, image: { thumb: 'x.png' } }))[0],
    ).toMatch(/^image\.url: /);
  });
});
