import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` (from apps/api) writes a new SQL migration to ./drizzle from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
