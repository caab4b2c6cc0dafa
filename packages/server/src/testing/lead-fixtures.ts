import { randomUUID } from 'node:crypto';

/** A valid lead submission (docs/rules.md#lead-submission); pass overrides for the envelope or userData. */
export function leadBody(
  userData: Record<string, unknown> = {},
  envelope: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    userData: {
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Alex',
      last_name: 'Nguyen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      // Postcode: required on every lead form (docs/rules.md#postcode).
      postcode: '4000',
      message: 'Is this car still available?',
      ...userData,
    },
    url: 'http://imp-site.localhost:3000/cars/some-car',
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/search'], linked_query_params: { utm_source: 'test' } },
    idempotency_key: randomUUID(),
    ...envelope,
  };
}
