import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * A feed file holds one dealership's stock:
 * `{ "dealership_id": "101", "full": true, "cars": [ …car rows… ] }`.
 * `full` defaults to true (cars missing from the feed are sold). The rows are
 * left unvalidated here: the import validates each one and reports it.
 */
export const feedFileSchema = z.object({
  dealership_id: z.union([z.string().trim().min(1), z.number().int().positive()]).transform(String),
  full: z.boolean().default(true),
  cars: z.array(z.unknown()),
});
export type FeedFile = z.infer<typeof feedFileSchema>;

export async function readFeedFile(file: string): Promise<FeedFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`feed "${file}": not readable JSON (${(error as Error).message})`);
  }
  const parsed = feedFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`feed "${file}": ${problems.join('; ')}`);
  }
  return parsed.data;
}
