import { DEFAULT_FILE_SHAPE, type FileShape, INDENTS, type KeyValue, writeI18next } from '@verba/formats';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { exportProject, importFiles } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const segment = fc
  .stringMatching(/^[A-Za-z0-9 _$?:!\n\t-]{0,6}$/)
  .filter((name) => !/_(zero|one|two|few|many|other|plural|\d)$/.test(name));
// Natural-language names too: spaces, colons, question marks, line breaks and tabs (Outline's
// keys), dots between parts, doubled, leading or trailing.
const name = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('.'))
  .filter((joined) => joined !== '');
const text = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });
const key = fc.record({ name, plural: fc.boolean(), en: text, de: fc.option(text, { nil: undefined }) });
// Every shape a group can have, but empty values: a group's shape follows its base file, whose
// texts are never empty here (formats' own properties cover EMPTY_STRING).
const shape: fc.Arbitrary<FileShape> = fc
  .record({
    structure: fc.constantFrom('NESTED' as const, 'FLAT' as const),
    pluralStyle: fc.constantFrom('V4' as const, 'V3' as const),
    indent: fc.constantFrom(...INDENTS),
    sortKeys: fc.boolean(),
    escapeNonAscii: fc.boolean(),
    finalNewline: fc.boolean(),
  })
  .map((drawn) => ({
    ...DEFAULT_FILE_SHAPE,
    ...drawn,
    keySeparator: drawn.structure === 'NESTED' ? '.' : '',
  }));

/** Keys of one group with no name a dot-prefix of another (such files cannot be nested). */
const group = fc
  .uniqueArray(key, { selector: (entry) => entry.name, minLength: 1, maxLength: 15 })
  .map((keys) => keys.filter((entry) => !keys.some((other) => other.name.startsWith(`${entry.name}.`))));

type GeneratedKey = { name: string; plural: boolean; en: string; de?: string | undefined };

const valuesOf = (keys: GeneratedKey[], language: 'en' | 'de'): KeyValue[] =>
  keys.flatMap((entry): KeyValue[] => {
    const value = entry[language];
    if (value === undefined) return [];
    return entry.plural
      ? [{ name: entry.name, plural: true, forms: { one: value, other: `${value} (n)` } }]
      : [{ name: entry.name, plural: false, text: value }];
  });

describe('round trip', () => {
  it('exports what it imported, byte for byte, for files of every shape with plural and natural-language keys', {
    timeout: 240_000,
  }, async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await ok(t, cookies, 'mutation { changePlan(planId: "business") { since } }');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(group, shape, async (keys, fileShape) => {
        run += 1;
        const groupName = `group-${run}`;
        const files = {
          [`en/${groupName}.json`]: writeI18next(valuesOf(keys, 'en'), fileShape, { language: 'en' }),
          [`de/${groupName}.json`]: writeI18next(valuesOf(keys, 'de'), fileShape, { language: 'de' }),
        };
        await importFiles(t, cookies, project.id, files);
        const { project: found } = await ok<{ project: { groups: { id: string; name: string }[] } }>(
          t,
          cookies,
          'query ($id: ID!) { project(id: $id) { groups { id name } } }',
          { id: project.id },
        );
        const id = found.groups.find((candidate) => candidate.name === groupName)?.id;
        const exported = await exportProject(t, cookies, project.id, `?groups=${id}`);
        const back = Object.fromEntries(
          Object.entries(unzipSync(new Uint8Array(exported.rawPayload))).map(([path, bytes]) => [
            path,
            strFromU8(bytes),
          ]),
        );
        expect(back).toEqual(files);
      }),
      { numRuns: 12 },
    );
  });
});
