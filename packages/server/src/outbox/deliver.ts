import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeliveryDestination } from '../leads/destinations';
import type { LeadDocument } from '../leads/lead-document';
import { leadToAdf } from './adf';
import type { MailTransport } from './mail';

export interface DeliveryContext {
  /** The data folder; file deliveries go to `<dataDir>/deliveries/<dealership>/`. */
  dataDir: string;
  mail: MailTransport;
  /** Sender address of lead e-mails. */
  mailFrom: string;
  fetch?: typeof fetch;
  webhookTimeoutMs?: number;
}

function render(lead: LeadDocument, format: 'json' | 'adf') {
  return format === 'adf'
    ? { body: leadToAdf(lead), contentType: 'application/xml', extension: 'xml' }
    : {
        body: `${JSON.stringify(lead, null, 2)}\n`,
        contentType: 'application/json',
        extension: 'json',
      };
}

/** The shopper's e-mail after a paid reservation. */
export function shopperConfirmationSubject(lead: LeadDocument): string {
  return `Your reservation${lead.car ? ` of the ${lead.car.name}` : ''} – ${lead.site.name}`;
}

export function shopperConfirmationText(lead: LeadDocument): string {
  const data = lead.userData;
  const name = typeof data.name === 'string' && data.name.trim() ? data.name.trim() : 'there';
  const line = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return [
    `Hi ${name},`,
    '',
    `Thank you: your deposit${line(data.deposit_paid) ? ` of ${data.deposit_paid}` : ''} is paid and ${
      lead.car ? `the ${lead.car.name}` : 'the car'
    } is reserved for you at ${lead.dealership.name}.`,
    line(data.payment_reference) ? `Payment reference: ${data.payment_reference}` : null,
    '',
    'What happens next: our team will contact you within one business day to arrange an inspection, a test drive and the rest of the purchase.',
    line(data.refund_terms),
    '',
    lead.site.name,
    lead.url,
    '',
  ]
    .filter((l) => l !== null)
    .join('\n');
}

/** The file a CRM would receive; the name is stable, so a retried delivery overwrites, never doubles. */
export function deliveryFilePath(
  dataDir: string,
  lead: LeadDocument,
  destinationIndex: number,
  extension: string,
) {
  const safe = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');
  return path.join(
    dataDir,
    'deliveries',
    safe(lead.dealership.slug),
    `${lead.created_at.slice(0, 10)}_${lead.lead_id}_${destinationIndex}.${extension}`,
  );
}

/**
 * Sends one lead to one destination; resolves when the destination has it
 * and throws otherwise (the outbox then schedules a retry). Every delivery
 * carries a key stable across retries, so a receiver can drop a repeat.
 */
export async function deliverLead(
  destination: DeliveryDestination,
  lead: LeadDocument,
  destinationIndex: number,
  context: DeliveryContext,
): Promise<void> {
  const key = `${lead.lead_id}:${destinationIndex}`;
  switch (destination.kind) {
    case 'webhook': {
      const { body, contentType } = render(lead, destination.format);
      const response = await (context.fetch ?? fetch)(destination.url, {
        method: 'POST',
        headers: { 'content-type': contentType, 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(context.webhookTimeoutMs ?? 10_000),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
      return;
    }
    case 'email': {
      const car = lead.car ? ` – ${lead.car.name}` : '';
      await context.mail.send({
        from: context.mailFrom,
        to: destination.to,
        subject: `New lead: ${lead.category}${car}`,
        text: `A new lead from ${lead.site.name} (${lead.url}). The ADF/XML lead is attached.\n`,
        attachment: {
          filename: `lead-${lead.lead_id}.xml`,
          contentType: 'application/xml',
          content: leadToAdf(lead),
        },
        messageId: `${key.replace(':', '.')}@forecourt`,
      });
      return;
    }
    case 'shopper_confirmation': {
      await context.mail.send({
        from: context.mailFrom,
        to: destination.to,
        subject: shopperConfirmationSubject(lead),
        text: shopperConfirmationText(lead),
        messageId: `${key.replace(':', '.')}@forecourt`,
      });
      return;
    }
    case 'file': {
      const { body, extension } = render(lead, destination.format);
      const file = deliveryFilePath(context.dataDir, lead, destinationIndex, extension);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a CRM watching the folder never reads half a file.
      const temp = `${file}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
      return;
    }
    default:
      return destination satisfies never;
  }
}
