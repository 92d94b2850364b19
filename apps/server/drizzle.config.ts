import { defineConfig } from 'drizzle-kit';

// Every `*.tables.ts` file (modules, core, jobs, plugins, adapters) declares its own tables; drizzle-kit
// reads them all to generate migrations (docs/architecture.md, Modules).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './src/db/migrations',
});
