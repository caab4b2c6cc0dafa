import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import { carSchema } from './car';

const minimal = {
  id: 101,
  slug: '2021-toyota-hilux-sr5',
  name: '2021 Toyota Hilux SR5',
  year: 2021,
  make: 'Toyota',
  model: 'Hilux',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00Z',
  dealership_id: 7,
  dealership_slug: 'harbour-toyota',
};

describe('car schema', () => {
  it('accepts a minimal feed row and fills the defaults', () => {
    const car = carSchema.parse(minimal);
    expect(car.id).toBe('101');
    expect(car.dealership_id).toBe('7');
    expect(car.item_type).toBe('car');
    expect(car.price).toBeNull();
    expect(car.images).toEqual([]);
    expect(car.show_on_dealer_website).toBe(true);
    expect(car.finance_lenders).toBeNull();
  });

  it('reads numbers and flags spelled as strings, as feeds send them', () => {
    const car = carSchema.parse({
      ...minimal,
      year: '2019',
      price: ' 24,990 ',
      km: '120000',
      reserved: 'true',
      certified: '0',
      car_type: 'Used',
    });
    expect(car.year).toBe(2019);
    expect(car.price).toBe(24990);
    expect(car.km).toBe(120000);
    expect(car.reserved).toBe(true);
    expect(car.certified).toBe(false);
    expect(car.car_type).toBe('used');
  });

  it('treats blank optional text as absent', () => {
    const car = carSchema.parse({ ...minimal, badge: '  ', colour: '', vin: '' });
    expect(car.badge).toBeNull();
    expect(car.colour).toBeNull();
    expect(car.vin).toBeNull();
  });

  it('maps an unknown status to others, which is not available', () => {
    expect(carSchema.parse({ ...minimal, status: 'wholesale' }).status).toBe('others');
  });

  it('keys finance lenders by provider and rejects an unknown provider, naming it', () => {
    const ok = carSchema.parse({
      ...minimal,
      finance_lenders: { Taurus: { comparisonRate: '8.95', paymentWeek: 120 } },
    });
    expect(ok.finance_lenders?.Taurus?.comparisonRate).toBe(8.95);
    expect(ok.finance_lenders?.Taurus?.paymentMonth).toBeNull();

    const bad = carSchema.safeParse({ ...minimal, finance_lenders: { Taurrus: {} } });
    if (bad.success) throw new Error('expected the unknown provider to be rejected');
    expect(describeIssues(bad.error, 'car row 3').join('\n')).toContain(
      'car row 3: finance_lenders',
    );
  });

  it('names each wrong field in its error', () => {
    const bad = carSchema.safeParse({ ...minimal, year: 'soon', price: -5, vin: 'IOQ' });
    if (bad.success) throw new Error('expected the wrong fields to be rejected');
    const fields = bad.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['year', 'price', 'vin']));
  });

  it('keeps safe photo, thumbnail and history report addresses, trimmed', () => {
    const car = carSchema.parse({
      ...minimal,
      primary_image_url: ' https://cdn.example/hilux/0.jpg ',
      images: [{ image: { url: '/media/cars/101/0.jpg' } }],
      thumbnails: ['/media/cars/101/0.jpg?w=320'],
      file: 'https://reports.example/101.pdf',
    });
    expect(car.primary_image_url).toBe('https://cdn.example/hilux/0.jpg');
    expect(car.images).toEqual([{ image: { url: '/media/cars/101/0.jpg' } }]);
    expect(car.thumbnails).toEqual(['/media/cars/101/0.jpg?w=320']);
    expect(car.file).toBe('https://reports.example/101.pdf');
  });

  it('refuses an unsafe address in any URL field, naming the field', () => {
    const bad = carSchema.safeParse({
      ...minimal,
      primary_image_url: 'JaVaScRiPt:alert(1)',
      images: [{ image: { url: '/ok.jpg' } }, { image: { url: '//evil.example/a.jpg' } }],
      thumbnails: ['/ok.jpg', '/a.jpg" onerror="alert(1)'],
      file: 'data:text/html;base64,PHNjcmlwdD4=',
    });
    if (bad.success) throw new Error('expected the unsafe addresses to be refused');
    expect(describeIssues(bad.error)).toEqual([
      'primary_image_url: uses the "javascript:" scheme; must be a path starting with "/" or an absolute https:// or http:// address',
      'images.1.image.url: must not start with "//" (an address on another host needs https://)',
      'thumbnails.1: must not contain spaces or control characters',
      'file: uses the "data:" scheme; must be a path starting with "/" or an absolute https:// or http:// address',
    ]);
  });

  it('normalises created_at to an ISO string from epoch milliseconds', () => {
    const car = carSchema.parse({ ...minimal, created_at: Date.UTC(2026, 10, 1) });
    expect(car.created_at).toBe('2026-11-01T00:00:00.000Z');
  });
});
