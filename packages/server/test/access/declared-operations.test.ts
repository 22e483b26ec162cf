import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { requireDeclaredOperations } from '../../src/graphql/declared-operations.ts';
import { declareRestOperations } from '../../src/http/operation-hook.ts';
import { graphqlSchemaFile } from '../../src/paths.ts';

// An operation is declared by its row in access/operations.ts; without one the app does not start.

describe('a REST route', () => {
  it('without a row in operations.ts refuses to register, so the app fails at start', async () => {
    const app = Fastify();
    declareRestOperations(app, {} as Database);
    app.get('/api/projects/:projectId/export', async () => ({}));
    expect(() => app.get('/api/projects/:projectId/undeclared', async () => ({}))).toThrow(
      /GET \/api\/projects\/:projectId\/undeclared has no row in access\/operations\.ts/,
    );
    // The account's own routes and the app's pages are not operations.
    app.post('/api/auth/anything', async () => ({}));
    app.get('/settings', async () => ({}));
    await app.close();
  });
});

describe('a GraphQL field', () => {
  const typeDefs = readFileSync(graphqlSchemaFile, 'utf8');

  it('of Query, Mutation or Project without a row fails the schema’s build', () => {
    expect(() => requireDeclaredOperations(buildSchema(typeDefs))).not.toThrow();
    const sneaky = `${typeDefs}\nextend type Mutation { sneaky(projectId: ID!): Boolean! }\nextend type Project { secret: String }`;
    expect(() => requireDeclaredOperations(buildSchema(sneaky))).toThrow(
      /Mutation\.sneaky, Project\.secret: no row in access\/operations\.ts/,
    );
  });
});
