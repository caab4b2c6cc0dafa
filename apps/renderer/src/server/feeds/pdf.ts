import {
  type Car,
  carDealership,
  carDetails,
  carTitle,
  type PriceDisplay,
  priceDisplay,
  type SiteConfig,
} from '@forecourt/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// The car's PDF, saved as {slug}.pdf (docs/rules.md#car-pdf):
// one A4 page with the car's photo, its details, the
// price as the site shows it, and the dealership that sells it.

export type CarPdfInput = {
  car: Car;
  site: SiteConfig;
  /** The car's primary photo (any format sharp reads), or null to leave the space out. */
  photo: Buffer | null;
  /** The address the shopper saw the car at, printed at the foot. */
  url: string;
};

/** Content-Disposition for the download: `{slug}.pdf`, with anything odd in a slug replaced. */
export function pdfDisposition(slug: string): string {
  const safe = slug.replace(/[^A-Za-z0-9._-]/g, '-') || 'car';
  return `attachment; filename="${safe}.pdf"`;
}

/** The standard PDF fonts draw WinAnsi only; other characters become close ASCII or '?'. */
function winAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function priceText(display: PriceDisplay): string {
  switch (display.kind) {
    case 'price':
      return display.text;
    case 'preorder':
    case 'enquire':
      return display.text;
    default:
      return display satisfies never;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildCarPdf(input: CarPdfInput): Promise<Uint8Array> {
  const { car, site } = input;
  const doc = await PDFDocument.create();
  const title = winAnsi(carTitle(car));
  doc.setTitle(title);
  doc.setSubject(`${title} at ${winAnsi(site.name)}`);
  doc.setAuthor(winAnsi(site.name));
  doc.setCreator('Forecourt');
  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 48;
  const width = page.getWidth() - margin * 2;
  const ink = rgb(0.08, 0.1, 0.16);
  const muted = rgb(0.35, 0.38, 0.45);
  let y = page.getHeight() - margin;

  page.drawText(winAnsi(site.name), { x: margin, y: y - 10, size: 10, font: bold, color: muted });
  y -= 36;
  for (const line of wrap(title, bold, 20, width)) {
    page.drawText(line, { x: margin, y, size: 20, font: bold, color: ink });
    y -= 24;
  }
  page.drawText(winAnsi(priceText(priceDisplay(car))), {
    x: margin,
    y: y - 4,
    size: 16,
    font: bold,
    color: rgb(0.04, 0.36, 0.68),
  });
  y -= 28;

  if (input.photo) {
    const png = await sharp(input.photo, { density: 144 })
      .resize({ width: 1000, withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const image = await doc.embedPng(png);
    const scaled = image.scaleToFit(width, 280);
    y -= scaled.height;
    page.drawImage(image, { x: margin, y, width: scaled.width, height: scaled.height });
    y -= 20;
  }

  page.drawText('Details', { x: margin, y, size: 13, font: bold, color: ink });
  y -= 18;
  for (const [label, value] of carDetails(car)) {
    page.drawText(winAnsi(label), { x: margin, y, size: 10, font: regular, color: muted });
    page.drawText(winAnsi(value), { x: margin + 120, y, size: 10, font: regular, color: ink });
    y -= 15;
  }

  if (car.description) {
    y -= 8;
    const lines = wrap(winAnsi(car.description), regular, 9.5, width).slice(0, 8);
    for (const line of lines) {
      page.drawText(line, { x: margin, y, size: 9.5, font: regular, color: ink });
      y -= 13;
    }
  }

  const dealer = carDealership(car, site);
  y = Math.min(y - 10, 150);
  page.drawLine({
    start: { x: margin, y: y + 12 },
    end: { x: margin + width, y: y + 12 },
    thickness: 0.5,
    color: muted,
  });
  page.drawText(winAnsi(dealer.name), { x: margin, y: y - 4, size: 12, font: bold, color: ink });
  y -= 20;
  const address = dealer.address
    ? `${dealer.address.street}, ${dealer.address.city} ${dealer.address.state.toUpperCase()} ${dealer.address.postcode}`
    : null;
  for (const line of [dealer.location, address, dealer.phone ? `Phone ${dealer.phone}` : null]) {
    if (!line) continue;
    page.drawText(winAnsi(line), { x: margin, y, size: 10, font: regular, color: ink });
    y -= 14;
  }
  page.drawText(winAnsi(input.url), {
    x: margin,
    y: margin - 10,
    size: 8,
    font: regular,
    color: muted,
  });
  return doc.save();
}
