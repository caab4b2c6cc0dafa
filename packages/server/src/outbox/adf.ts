import type { LeadDocument } from '../leads/lead-document';

// ADF (Auto-lead Data Format) 1.0, the XML lead format car CRMs import.

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

function element(name: string, value: unknown, attributes = ''): string {
  const text = field(value);
  return text === null ? '' : `<${name}${attributes}>${xmlText(text)}</${name}>`;
}

/**
 * Everything the shopper wrote that has no ADF element of its own goes into
 * comments, the message first; unticked boxes and empty lists say nothing.
 */
function comments(lead: LeadDocument): string {
  const known = new Set([
    'category',
    'subcategory',
    'name',
    'last_name',
    'email',
    'phone',
    'postcode',
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

export function leadToAdf(lead: LeadDocument): string {
  const u = lead.userData;
  const car = lead.car;
  const vehicle = car
    ? [
        `<vehicle interest="buy" status="${car.car_type === 'used' ? 'used' : 'new'}">`,
        element('id', car.id, ' source="forecourt"'),
        element('year', car.year),
        element('make', car.make),
        element('model', car.model),
        element('trim', car.badge),
        element('vin', car.vin),
        element('stock', car.stocknum),
        element('odometer', car.km, ' status="original" units="km"'),
        element('price', car.price, ' type="asking" currency="AUD"'),
        car.colour
          ? `<colorcombination>${element('exteriorcolor', car.colour)}</colorcombination>`
          : '',
        '</vehicle>',
      ].join('')
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', lead.lead_id, ' sequence="1" source="forecourt"'),
    element('requestdate', lead.created_at),
    vehicle,
    '<customer><contact>',
    element('name', u.name, ' part="first"'),
    element('name', u.last_name, ' part="last"'),
    element('email', u.email),
    element('phone', u.phone, ' type="voice"'),
    field(u.postcode)
      ? `<address>${element('postalcode', u.postcode)}<country>AU</country></address>`
      : '',
    '</contact>',
    element('comments', comments(lead)),
    '</customer>',
    `<vendor>${element('id', lead.dealership.id, ' source="forecourt"')}${element('vendorname', lead.dealership.name)}</vendor>`,
    `<provider>${element('name', 'Forecourt', ' part="full"')}${element('service', lead.site.name)}${element('url', lead.url)}</provider>`,
    '</prospect>',
    '</adf>',
    '',
  ].join('\n');
}
