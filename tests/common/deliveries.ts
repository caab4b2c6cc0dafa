import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The demo's embedded lead destinations write what a dealer's CRM would receive
// under the data folder (packages/server/README.md#leads): ADF
// files under deliveries/<dealership slug>/ and, for sites with e-mail
// destinations, .eml files under mail/. Both names carry the lead id, and a lead's
// file appears only after its row was committed, so finding one proves the lead is
// in the database and reached the dealer.

export type Delivery = { file: string; content: string };

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function deliveriesFor(dataDir: string, leadId: string): Promise<Delivery[]> {
  const files = [
    ...(await filesBelow(path.join(dataDir, 'deliveries'))),
    ...(await filesBelow(path.join(dataDir, 'mail'))),
  ].filter(
    (file) =>
      path.basename(file).includes(leadId) &&
      !path.basename(file).startsWith('.') &&
      !file.endsWith('.tmp'),
  );
  return Promise.all(files.map(async (file) => ({ file, content: await readFile(file, 'utf8') })));
}

/** Every delivery whose text a dealer reads mentions `text` (an e-mail address, say). */
export async function deliveriesMentioning(dataDir: string, text: string): Promise<Delivery[]> {
  const files = [
    ...(await filesBelow(path.join(dataDir, 'deliveries'))),
    ...(await filesBelow(path.join(dataDir, 'mail'))),
  ].filter((file) => !path.basename(file).startsWith('.') && !file.endsWith('.tmp'));
  // A delivery is written to a temporary name and renamed: one listed a moment
  // ago may have moved since, and is read on the next look.
  const read = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file, 'utf8').catch(() => null);
      return content === null ? null : { file, content };
    }),
  );
  return read.filter(
    (delivery): delivery is Delivery => delivery !== null && deliveryText(delivery).includes(text),
  );
}

/**
 * What a dealer reads in a delivery: an ADF file as it is, an e-mail with its
 * base64 parts (the text and the attached ADF lead) decoded.
 */
export function deliveryText(delivery: Delivery): string {
  if (!delivery.file.endsWith('.eml')) return delivery.content;
  // Each base64 body is a run of lines of the base64 alphabet only.
  const runs = delivery.content.match(/(?:^[A-Za-z0-9+/=]+\r?\n)+/gm) ?? [];
  const decoded = runs.map((run) =>
    Buffer.from(run.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [delivery.content, ...decoded].join('\n');
}
