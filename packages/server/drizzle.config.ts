import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @forecourt/server db:generate` writes a new SQL migration into
// ./drizzle after a change to src/db/schema.ts. Migrations are committed and
// applied by `pnpm db:migrate` (src/db/migrations.ts); nothing here connects to a database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
