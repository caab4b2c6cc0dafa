import { expect, test } from '@playwright/test';
import { deliveriesFor } from '../common/deliveries';
import { dataDirOf, serverOf } from '../servers';
import { siteUrl } from './sites';

// Harbour Motor Group searches its three stores' stock together; an enquiry
// about a car reaches the store that holds it, at the address that store
// configured (sites/harbour-motor-group.json, server.leads.dealerships), as
// the e-mail a dealer's CRM reads.

const stores = [
  { dealership: 'harbour-toyota', to: 'sales@harbourtoyota.example' },
  { dealership: 'harbour-mazda', to: 'sales@harbourmazda.example' },
  { dealership: 'harbour-kia', to: 'sales@harbourkia.example' },
];

type Hit = { id: string; slug: string; dealership_slug: string };

test('an enquiry about a car of each store of a group reaches that store', async ({
  page,
}, testInfo) => {
  test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
  const site = siteUrl(testInfo, 'harbour-motor-group', '');
  await page.goto(`${site}/`);
  const dataDir = dataDirOf(test.info());
  for (const store of stores) {
    const answer = await page.evaluate(
      async ({ store, site }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const search = await post('/api/search', {
          hitsPerPage: 1,
          filters: { refinements: { dealership_slug: [store], status: ['in_stock'] } },
        });
        const { hits } = (await search.json()) as { hits: Hit[] };
        const car = hits[0];
        if (!car) return { error: `no car of ${store}` };
        const lead = await post('/api/leads', {
          userData: {
            category: 'Vehicle Enquiry',
            subcategory: null,
            name: 'Sam',
            last_name: 'Walker',
            email: 'sam.walker@example.com',
            phone: '0412 345 678',
            postcode: '2000',
            message: 'Is this car still available?',
            terms_conditions: true,
          },
          url: `${site}/cars/${car.slug}`,
          source: 'Website',
          user_agent: navigator.userAgent,
          car_id: car.id,
          car_dealership_id: null,
          lead_attributes: { visited_pages: [`/cars/${car.slug}`], linked_query_params: {} },
          idempotency_key: crypto.randomUUID(),
        });
        return { status: lead.status, body: await lead.json(), car: car.dealership_slug };
      },
      { store: store.dealership, site },
    );
    expect(answer, `${store.dealership}: ${JSON.stringify(answer)}`).toMatchObject({
      status: 201,
      car: store.dealership,
    });
    const leadId = (answer as { body: { lead_id: string } }).body.lead_id;
    await expect
      .poll(async () => (await deliveriesFor(dataDir, leadId)).map((d) => d.file), {
        timeout: 20_000,
      })
      .toContainEqual(expect.stringMatching(/\.eml$/));
    const mail = (await deliveriesFor(dataDir, leadId)).find((d) => d.file.endsWith('.eml'));
    expect(mail?.content).toMatch(new RegExp(`^To: .*${store.to.replace('.', '\\.')}`, 'm'));
    for (const other of stores.filter((s) => s !== store)) {
      expect(mail?.content).not.toContain(other.to);
    }
  }
});
