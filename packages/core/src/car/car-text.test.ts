import { describe, expect, it } from 'vitest';
import { carSchema } from './car';
import { carDetails, carTitle, formatKm, imageSrcSet, imageUrl } from './car-text';

describe('car text', () => {
  it('a title is year, make, model and badge, skipping what the car lacks', () => {
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Hilux', badge: 'SR5' })).toBe(
      '2021 Toyota Hilux SR5',
    );
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Hilux', badge: null })).toBe(
      '2021 Toyota Hilux',
    );
  });

  it('kilometres are whole, with thousands separators', () => {
    expect(formatKm(42_100.4)).toBe('42,100 km');
    expect(formatKm(1_234_567)).toBe('1,234,567 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it('images: width and quality on the image endpoint, quality 80 by default', () => {
    expect(imageUrl('/media/cars/7/0.svg', 640)).toBe('/images/media/cars/7/0.svg?w=640&q=80');
    expect(imageUrl('/media/cars/7/0.svg', 320, 60)).toBe('/images/media/cars/7/0.svg?w=320&q=60');
    expect(imageUrl('https://cdn.example/a.jpg', 640)).toBe('https://cdn.example/a.jpg');
    expect(imageUrl('//cdn.example/a.jpg', 640)).toBe('//cdn.example/a.jpg');
    expect(imageUrl(null, 640)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('offers the endpoint image at every width, keeping its quality', () => {
    expect(imageSrcSet('/images/media/cars/7/0.svg?w=640&q=60')).toBe(
      [320, 480, 640, 960, 1280]
        .map((w) => `/images/media/cars/7/0.svg?w=${w}&q=60 ${w}w`)
        .join(', '),
    );
    expect(imageSrcSet('/images/media/cars/7/0.svg')).toContain('?w=320&q=80 320w');
  });

  it('has none for addresses the platform cannot resize', () => {
    expect(imageSrcSet('https://cdn.example.com/car.jpg')).toBeNull();
    expect(imageSrcSet(null)).toBeNull();
  });
});

describe('carDetails', () => {
  const base = {
    id: '1',
    slug: 'a-1',
    name: 'A',
    year: 2024,
    make: 'Jayco',
    model: 'Journey',
    car_type: 'new',
    status: 'in_stock',
    created_at: '2024-01-01T00:00:00Z',
    dealership_id: '1',
    dealership_slug: 'a',
    seats: 4,
  };

  it('names a caravan’s seats as berths, and leaves out what it has not got', () => {
    const van = carSchema.parse({ ...base, item_type: 'caravan', simple_body: 'Pop Top' });
    expect(carDetails(van)).toEqual([
      ['Condition', 'New'],
      ['Body', 'Pop Top'],
      ['Berths', '4'],
    ]);
    const car = carSchema.parse({ ...base, make: 'Kia', model: 'Seltos', km: 12 });
    expect(carDetails(car)).toContainEqual(['Seats', '4']);
    expect(carDetails(car)).toContainEqual(['Odometer', '12 km']);
  });
});
