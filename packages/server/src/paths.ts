import { fileURLToPath } from 'node:url';

// Locations derived from this file, so they hold whatever the working directory is
// (pnpm runs the `serve` script inside packages/server, `npm start` runs at the repo root).
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const createPgliteScript = fileURLToPath(new URL('./db/create-pglite.ts', import.meta.url));
export const graphqlSchemaFile = fileURLToPath(new URL('../schema.graphql', import.meta.url));
