import { z } from 'zod';

// Where a dealership's leads go (docs/decisions/0011-leads-through-an-outbox.md): a JSON webhook, ADF/XML (the auto
// industry's lead format) by webhook or e-mail, or the embedded default, a
// folder that receives each delivery as the file a CRM would.

export const leadFormats = ['json', 'adf'] as const;
export type LeadFormat = (typeof leadFormats)[number];

export const leadDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('webhook'),
    url: z.url({ protocol: /^https?$/, message: 'is not an http(s) address' }),
    format: z.enum(leadFormats).default('json'),
  }),
  z.object({
    kind: z.literal('email'),
    to: z.email({ message: 'is not an e-mail address' }),
    format: z.literal('adf').default('adf'),
  }),
  z.object({
    kind: z.literal('file'),
    format: z.enum(leadFormats).default('adf'),
  }),
]);
export type LeadDestination = z.infer<typeof leadDestinationSchema>;

/**
 * The shopper's own e-mail after a paid reservation (a plain
 * confirmation, no ADF), sent by the same durable outbox as the dealer's lead.
 * Never a dealership's configured destination: only the reservation adds it.
 */
export const shopperConfirmationSchema = z.object({
  kind: z.literal('shopper_confirmation'),
  to: z.email({ message: 'is not an e-mail address' }),
});

/** Everything an outbox row may deliver to: a dealer's destination or the shopper's confirmation. */
export const deliveryDestinationSchema = z.discriminatedUnion('kind', [
  ...leadDestinationSchema.options,
  shopperConfirmationSchema,
]);
export type DeliveryDestination = z.infer<typeof deliveryDestinationSchema>;

/** What a dealership without configured destinations gets: the file drop under the data folder. */
export const defaultLeadDestinations: LeadDestination[] = [{ kind: 'file', format: 'adf' }];

/**
 * A site's `server.leads` settings as destinations: each webhook URL takes the
 * JSON lead, each e-mail address the ADF/XML lead.
 */
export function leadDestinationsFromSite(
  leads: { webhook_urls?: readonly string[]; emails?: readonly string[] } | undefined,
): LeadDestination[] {
  return [
    ...(leads?.webhook_urls ?? []).map((url) => ({
      kind: 'webhook' as const,
      url,
      format: 'json' as const,
    })),
    ...(leads?.emails ?? []).map((to) => ({ kind: 'email' as const, to, format: 'adf' as const })),
  ];
}

/** A dealership's stored list, validated; an empty or unreadable list falls back to the file drop. */
export function resolveLeadDestinations(stored: unknown): LeadDestination[] {
  const parsed = z.array(leadDestinationSchema).safeParse(stored);
  if (!parsed.success) {
    throw new Error(
      `lead destinations: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data.length > 0 ? parsed.data : defaultLeadDestinations;
}

/** A short name for logs and the delivery state: `webhook https://…`, `email a@b`, `file adf`. */
export function describeDestination(destination: DeliveryDestination): string {
  switch (destination.kind) {
    case 'webhook':
      return `webhook (${destination.format}) ${destination.url}`;
    case 'email':
      return `email (adf) ${destination.to}`;
    case 'file':
      return `file (${destination.format})`;
    case 'shopper_confirmation':
      return `shopper confirmation ${destination.to}`;
    default:
      return destination satisfies never;
  }
}
