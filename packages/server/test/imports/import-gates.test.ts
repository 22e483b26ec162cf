import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createImportGates } from '../../src/imports/import-gates.ts';
import { createImportThreads } from '../../src/imports/import-threads.ts';

const busy = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('not refused');
};

describe('import gates', () => {
  it('let one import run per account and per project, and two applies in all', () => {
    const gates = createImportGates(2);
    const first = gates.enter('a1', 'p1', true);
    expect(busy(() => gates.enter('a1', 'p2'))).toEqual({
      code: 'IMPORT_BUSY',
      message: 'Another import of yours is running. Try again when it has finished.',
    });
    expect(busy(() => gates.enter('a2', 'p1')).message).toContain('into this project');
    gates.enter('a2', 'p2', true);
    expect(busy(() => gates.enter('a3', 'p3', true)).message).toBe(
      'The server is applying other imports. Try again in a minute.',
    );
    // An upload is no apply: it takes no apply slot.
    const upload = gates.enter('a3', 'p3');
    upload();
    first();
    first();
    gates.enter('a3', 'p3', true)();
    expect(busy(() => gates.enter('a2', 'p4', true)).code).toBe('IMPORT_BUSY');
    gates.enter('a1', 'p1')();
  });
});

describe('import threads', () => {
  it('read an upload in a worker thread, handing its body over instead of copying it', async () => {
    const threads = createImportThreads();
    try {
      const body = zipSync({ 'en/common.json': strToU8('{"a": "A"}'), 'de/common.json': strToU8('{}') });
      const read = await threads.readUpload({ kind: 'zip', body });
      expect(read.groups).toEqual(['common']);
      // Moved to the worker: nothing of it is left in this thread.
      expect(body.byteLength).toBe(0);
      const planned = await threads.planPreview(read.payload, {
        baseLanguage: 'en',
        glossary: [],
        languages: new Set(['en']),
        spellings: new Map(),
        groups: new Map(),
      });
      expect(planned).toMatchObject({ newGroups: ['common'], newLanguages: ['de'], newKeys: 1 });
      await expect(threads.readUpload({ kind: 'zip', body: strToU8('nope') })).rejects.toMatchObject({
        code: 'INVALID_FILE',
        details: { path: 'upload.zip' },
      });
    } finally {
      await threads.close();
    }
  });

  it('plan an apply in the worker thread and answer its rows ready to send', async () => {
    const threads = createImportThreads();
    try {
      const body = zipSync({
        'en/common.json': strToU8('{"a": "A {{name}}", "b": "B"}'),
        'de/common.json': strToU8('{"a": "A ohne Platzhalter"}'),
      });
      const { payload } = await threads.readUpload({ kind: 'zip', body });
      const groupId = '00000000-0000-4000-8000-000000000001';
      const keyId = '00000000-0000-4000-8000-000000000002';
      const stored = { text: 'Old', forms: null, state: 'TRANSLATED', version: 1, outdated: false };
      const rows = await threads.planApply(
        payload,
        {
          baseLanguage: 'en',
          glossary: [],
          languages: new Set(['en', 'fr']),
          spellings: new Map(),
          groups: new Map([
            [
              'common',
              {
                id: groupId,
                name: 'common',
                fileShape: DEFAULT_FILE_SHAPE,
                keys: new Map([
                  [
                    'a',
                    {
                      id: keyId,
                      name: 'a',
                      plural: false,
                      maxLength: null,
                      values: new Map([['en', stored]]),
                    },
                  ],
                ]),
              },
            ],
          ]),
        },
        { overwrite: true, createGroups: true, addLanguages: true },
      );
      // Nothing of the payload is left in this thread either.
      expect(payload.byteLength).toBe(0);
      const { head } = rows;
      expect(head.newGroups).toEqual([]);
      expect(head.newLanguages).toEqual(['de']);
      expect(head.newKeysByGroup).toEqual(new Map([[groupId, 1]]));
      const [keys] = head.keyBatches.map((json) => JSON.parse(json));
      expect(keys).toMatchObject([{ group_id: groupId, name: 'b', search: 'b\u001fB' }]);
      const values: { language: string }[] = [];
      let next = await rows.valueBatches.next();
      for (; !next.done; next = await rows.valueBatches.next()) values.push(...JSON.parse(next.value.json));
      expect(values).toHaveLength(3);
      expect(head.valueCount).toBe(3);
      // The German value lacks the base's placeholder: its issues are ready in the row, and counted.
      expect(values.find((value) => value.language === 'de')).toMatchObject({
        key_id: keyId,
        created: false,
        issue_codes: ['PLACEHOLDER_MISSING'],
      });
      expect(next.value.issueDeltas).toEqual([
        { language: 'de', code: 'PLACEHOLDER_MISSING', total: 1, dismissed: 0 },
      ]);
      expect(head.baseChanged).toEqual([keyId]);
      expect(head.baseChangedKeys.get(keyId)).toEqual({ groupId, written: ['en', 'de'] });
      expect(head).toMatchObject({ added: 2, updated: 1, skipped: 0, existingKeys: [keyId] });
    } finally {
      await threads.close();
    }
  });
});
