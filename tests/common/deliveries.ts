import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The demo's embedded CRM destination writes each lead delivery as a file under
// <data>/deliveries/<dealership slug>/ (packages/server README, "Delivery and the
// outbox"). A lead's file appears only after its row was committed, so finding it
// proves the lead is in the database and reached the dealer.

export async function deliveryFilesFor(dataDir: string, leadId: string): Promise<string[]> {
  const root = path.join(dataDir, 'deliveries');
  let dealerships: string[];
  try {
    dealerships = await readdir(root);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const dealership of dealerships) {
    const files = await readdir(path.join(root, dealership)).catch(() => [] as string[]);
    for (const file of files) {
      if (file.includes(`_${leadId}_`)) {
        found.push(await readFile(path.join(root, dealership, file), 'utf8'));
      }
    }
  }
  return found;
}
