import { isPriceShown, leadKindOf } from '@forecourt/core';
import type { LeadDocument } from '../leads/lead-document';

// ADF (Auto-lead Data Format) 1.0, the XML lead format car CRMs import. Every
// document written here must validate against the ADF 1.0 DTD (// adf-1.0.dtd beside this file, checked in adf.test.ts): children in the
// DTD's order, and every element it requires present. Where the lead has no
// value for a required element whose parent the DTD also requires, the
// element is written empty rather than invented; where the parent may be left
// out (a shopper's address with no street), it is, and what it would have
// carried goes into the comments.

// XML 1.0 cannot carry most control characters, even escaped; a shopper's
// text with a stray one must not make the CRM reject the whole lead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlText(value: unknown): string {
  return String(value ?? '')
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const field = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** An optional element: nothing at all when the lead has no value for it. */
function element(name: string, value: unknown, attributes = ''): string {
  const text = field(value);
  return text === null ? '' : `<${name}${attributes}>${xmlText(text)}</${name}>`;
}

/** An element the DTD requires: written empty when the lead has no value for it. */
function requiredElement(name: string, value: unknown, attributes = ''): string {
  return `<${name}${attributes}>${xmlText(field(value) ?? '')}</${name}>`;
}

/**
 * Everything the shopper wrote that has no ADF element of its own goes into
 * comments, the message first; unticked boxes and empty lists say nothing.
 * The postcode is here too: ADF's address needs a street, which no lead form
 * asks for.
 */
function comments(lead: LeadDocument): string {
  const known = new Set([
    'category',
    'subcategory',
    'name',
    'last_name',
    'email',
    'phone',
    'message',
  ]);
  const lines = [`${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`];
  const say = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '' || value === false) return;
    if (Array.isArray(value) && value.length === 0) return;
    const text = Array.isArray(value) ? value.join(', ') : value === true ? 'yes' : String(value);
    lines.push(`${key}: ${text}`);
  };
  say('message', lead.userData.message);
  for (const [key, value] of Object.entries(lead.userData)) if (!known.has(key)) say(key, value);
  return lines.join('\n');
}

/**
 * DTD: vehicle (id*, year, make, model, vin?, stock?, trim?, doors?,
 * bodystyle?, transmission?, odometer?, condition?, colorcombination*,
 * imagetag?, price?, pricecomments?, option*, finance?, comments?), and a
 * prospect has at least one. A lead about no particular car (a general
 * enquiry, a test drive of a model to be chosen) sends year, make and model
 * empty.
 */
function vehicle(lead: LeadDocument): string {
  const car = lead.car;
  const testDrive = leadKindOf(lead.userData, car !== null) === 'test-drive';
  const interest = testDrive ? ' interest="test-drive"' : '';
  if (!car) {
    return `<vehicle${interest}>${requiredElement('year', '')}${requiredElement('make', '')}${requiredElement('model', '')}</vehicle>`;
  }
  return [
    // A demo car is sold by the new-car department (docs/rules.md#lead-event-ids: event ids count it as new).
    `<vehicle interest="${testDrive ? 'test-drive' : 'buy'}" status="${car.car_type === 'used' ? 'used' : 'new'}">`,
    element('id', car.id, ' source="forecourt"'),
    requiredElement('year', car.year),
    requiredElement('make', car.make),
    requiredElement('model', car.model),
    element('vin', car.vin),
    element('stock', car.stocknum),
    element('trim', car.badge),
    // The feed does not say whether the odometer was replaced or rolled over.
    element('odometer', car.km, ' units="km"'),
    // The colour of the car asked about is the shopper's first (and only) choice.
    car.colour
      ? `<colorcombination>${element('exteriorcolor', car.colour)}<preference>1</preference></colorcombination>`
      : '',
    // 0, 1 or 10 is a feed's "no price", not an asking price (docs/rules.md#lead-form).
    isPriceShown(car.price) ? element('price', car.price, ' type="asking" currency="AUD"') : '',
    car.car_type === 'demo' ? element('comments', 'Demo vehicle') : '',
    '</vehicle>',
  ].join('');
}

/** DTD: contact (name+, ((email, phone*) | phone+), address?). */
function customerContact(lead: LeadDocument): string {
  const u = lead.userData;
  const names =
    element('name', u.name, ' part="first"') + element('name', u.last_name, ' part="last"');
  const reach = element('email', u.email) + element('phone', u.phone, ' type="voice"');
  return [
    '<contact>',
    names || requiredElement('name', '', ' part="full"'),
    reach || requiredElement('email', ''),
    '</contact>',
  ].join('');
}

/** DTD: vendor (id*, vendorname?, url?, contact), the contact needing a phone or an e-mail address. */
function vendor(lead: LeadDocument): string {
  const { dealership } = lead;
  const contact = dealership.contact;
  const address = contact?.address;
  return [
    '<vendor>',
    element('id', dealership.id, ' source="forecourt"'),
    element('vendorname', dealership.name),
    '<contact>',
    requiredElement('name', contact?.name ?? dealership.name, ' part="full" type="business"'),
    // A dealership with no phone on the site (or a lead filed before the
    // contact was recorded) has none to give; the DTD still wants the element.
    requiredElement('phone', contact?.phone, ' type="voice"'),
    address
      ? [
          '<address type="work">',
          requiredElement('street', address.street, ' line="1"'),
          element('city', address.city),
          element('regioncode', address.state.toUpperCase()),
          element('postalcode', address.postcode),
          '<country>AU</country>',
          '</address>',
        ].join('')
      : '',
    '</contact>',
    '</vendor>',
  ].join('');
}

export function leadToAdf(lead: LeadDocument): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', lead.lead_id, ' sequence="1" source="forecourt"'),
    requiredElement('requestdate', lead.created_at),
    vehicle(lead),
    `<customer>${customerContact(lead)}${element('comments', comments(lead))}</customer>`,
    vendor(lead),
    `<provider>${element('name', 'Forecourt', ' part="full"')}${element('service', lead.site.name)}${element('url', lead.url)}</provider>`,
    '</prospect>',
    '</adf>',
    '',
  ].join('\n');
}
