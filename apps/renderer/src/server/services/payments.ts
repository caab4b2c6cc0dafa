import type { SiteConfig } from '@forecourt/core';
import { createStripeProvider, type PaymentProvider } from '@forecourt/server';

// Each site's payment provider (docs/decisions/0012-payments-through-a-provider-interface.md). A site whose server settings name
// Stripe gets its own Stripe client (its account's keys); every other site
// pays through the embedded simulator (data-services.ts). Keys given as the
// name of an environment variable are read here, when the server starts: one
// that is not set stops the start with a line naming the site and the field.

function secretOf(
  site: SiteConfig,
  field: 'secret_key' | 'webhook_secret',
  env: NodeJS.ProcessEnv,
): string {
  const payments = site.server.payments;
  if (!payments) throw new Error(`site "${site.slug}": server.payments is not set`);
  const given = payments[field];
  if (given) return given;
  const variable = payments[`${field}_env`];
  const value = variable ? env[variable]?.trim() : undefined;
  if (!value) {
    throw new Error(
      `site "${site.slug}": server.payments.${field}_env names ${variable}, which is not set: set it to the site's Stripe ${field === 'secret_key' ? 'secret key' : 'webhook signing secret'}, or leave server.payments out to take deposits through the embedded simulator`,
    );
  }
  return value;
}

/** The Stripe provider of every site configured for it, by site slug. */
export function createStripeProviders(
  sites: readonly SiteConfig[],
  env: NodeJS.ProcessEnv,
): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  for (const site of sites) {
    const payments = site.server.payments;
    if (!payments) continue;
    providers.set(
      site.slug,
      createStripeProvider({
        secretKey: secretOf(site, 'secret_key', env),
        webhookSecret: secretOf(site, 'webhook_secret', env),
        publishableKey: payments.publishable_key,
      }),
    );
  }
  return providers;
}
