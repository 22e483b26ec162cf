import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layers rules of biome.json (docs/architecture.md, "Layers"), run by the real Biome on probe
// files laid out as the repository is: each import the rules refuse is refused, the allowed pass.
const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

const probes: Record<string, string> = {
  'packages/server/src/routes/sql-route.ts': "import { sql } from 'drizzle-orm';\n\nexport const a = sql;\n",
  'packages/server/src/graphql/schema-resolver.ts':
    "import { projects } from '../db/schema.ts';\n\nexport const b = projects;\n",
  'packages/server/src/graphql/typed-resolver.ts':
    "import type { Database } from '../db/database.ts';\n\nexport type C = Database;\n",
  'packages/server/src/access/upward.ts':
    "import { d } from '../http/principal-hook.ts';\n\nexport const e = d;\n",
  'packages/server/src/workspace/upward-service.ts':
    "import { f } from '../graphql/loaders.ts';\n\nexport const g = f;\n",
  'packages/server/src/workspace/query-service.ts':
    "import { sql } from 'drizzle-orm';\n\nexport const h = sql;\n",
  'packages/ui/src/screens/server-screen.ts': "import { i } from '@verba/server';\n\nexport const j = i;\n",
  'packages/formats/src/node-format.ts': "import { k } from '@verba/api-client';\n\nexport const l = k;\n",
};

let folder: string;
let refused: Map<string, string[]>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'verba-layers-'));
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  config.$schema = undefined;
  config.vcs = { enabled: false };
  await writeFile(join(folder, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(probes)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '.'], { cwd: folder, encoding: 'utf8' });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(output) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  refused = new Map();
  for (const { category, message, location } of diagnostics) {
    if (category !== 'lint/style/noRestrictedImports') continue;
    refused.set(location.path, [...(refused.get(location.path) ?? []), message]);
  }
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the layers lint', () => {
  it('keeps SQL out of routes and resolvers, which may still name the Database type', () => {
    expect(refused.get('packages/server/src/routes/sql-route.ts')?.[0]).toMatch(/hold no SQL/);
    expect(refused.get('packages/server/src/graphql/schema-resolver.ts')?.[0]).toMatch(/hold no SQL/);
    expect(refused.has('packages/server/src/graphql/typed-resolver.ts')).toBe(false);
  });

  it('points the server’s layers one way: access and services never import the layers above', () => {
    expect(refused.get('packages/server/src/access/upward.ts')?.[0]).toMatch(/never import the layers above/);
    expect(refused.get('packages/server/src/workspace/upward-service.ts')?.[0]).toMatch(
      /never imports graphql/,
    );
    expect(refused.has('packages/server/src/workspace/query-service.ts')).toBe(false);
  });

  it('keeps the server out of ui and every other Verba package out of formats', () => {
    expect(refused.get('packages/ui/src/screens/server-screen.ts')?.[0]).toMatch(/ui imports neither/);
    expect(refused.get('packages/formats/src/node-format.ts')?.[0]).toMatch(/contract and formats are pure/);
  });

  it('cites a document that exists', async () => {
    await expect(readFile(join(root, 'docs/architecture.md'), 'utf8')).resolves.toMatch(/## Layers/);
  });
});
