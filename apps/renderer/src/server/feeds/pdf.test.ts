import { inflateSync } from 'node:zlib';
import { siteConfigSchema } from '@forecourt/core';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testCar, testPhotoSvg } from '../../testing/memory-services';
import { buildCarPdf, pdfDisposition } from './pdf';

const site = siteConfigSchema.parse({
  slug: 'acme-motors',
  template: 'metro',
  name: 'Acme Motors',
  dealership_id: 1,
  address: { street: '1 Main Street', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
  locations: [
    {
      id: 7,
      name: 'Acme Motors Sales',
      location_type: 'sales',
      dealership_slug: 'acme-motors',
      phone: '07 5550 1234',
    },
  ],
});

/** The text drawn on the page: pdf-lib writes it as hex strings inside deflated streams. */
function pageText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      text += `${Buffer.from(hex[1] ?? '', 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

describe('car PDF', () => {
  const car = testCar({
    id: '42',
    slug: '2022-toyota-hilux-42',
    make: 'Toyota',
    model: 'Hilux',
    dealership_slug: 'acme-motors',
    price: 38_990,
  });

  it('is a real PDF that names the car, its price and the dealership', async () => {
    const bytes = await buildCarPdf({
      car,
      site,
      photo: Buffer.from(testPhotoSvg),
      url: 'http://acme-motors.localhost:3000/cars/2022-toyota-hilux-42',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('2022 Toyota Hilux SR5');
    const text = pageText(bytes);
    expect(text).toContain('2022 Toyota Hilux SR5');
    expect(text).toContain('$38,990');
    expect(text).toContain('Acme Motors Sales');
    expect(text).toContain('Phone 07 5550 1234');
    expect(text).toContain('42,100 km');
  });

  it('shows "Enquire for price." when the price is 10 or less', async () => {
    const bytes = await buildCarPdf({
      car: { ...car, price: 10 },
      site,
      photo: null,
      url: 'http://x/',
    });
    expect(pageText(bytes)).toContain('Enquire for price.');
  });

  it('holds the photo as an image', async () => {
    const withPhoto = await buildCarPdf({ car, site, photo: Buffer.from(testPhotoSvg), url: 'x' });
    const without = await buildCarPdf({ car, site, photo: null, url: 'x' });
    expect(Buffer.from(withPhoto).toString('latin1')).toContain('/Subtype /Image');
    expect(Buffer.from(without).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('downloads as {slug}.pdf', () => {
    expect(pdfDisposition('2022-toyota-hilux-42')).toBe(
      'attachment; filename="2022-toyota-hilux-42.pdf"',
    );
    expect(pdfDisposition('a"b\r\nc')).toBe('attachment; filename="a-b--c.pdf"');
  });
});
