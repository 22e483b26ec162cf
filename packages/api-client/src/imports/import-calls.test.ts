import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupExportUrl, projectExportUrl, projectGlossaryUrl, uploadImport } from './import-calls.ts';

describe('import calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a zip, one JSON file with its query, and a folder’s files zipped', async () => {
    const calls: { url: string; type: string; body: Blob }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        type: (init.headers as Record<string, string>)['Content-Type'] ?? '',
        body: init.body as Blob,
      });
      return new Response(JSON.stringify({ id: 'i1', status: 'preview' }), { status: 201 });
    });
    const zip = await uploadImport('p1', { kind: 'zip', file: new Blob(['PK']) });
    expect(zip).toEqual({ ok: true, data: { id: 'i1', status: 'preview' } });
    await uploadImport('p1', { kind: 'json', file: new Blob(['{}']), language: 'de', group: 'common' });
    await uploadImport('p1', { kind: 'glossary', file: new Blob(['term\nApp\n']) });
    await uploadImport('p1', {
      kind: 'files',
      files: [{ path: 'de/common.json', file: new Blob(['{"a":"b"}']) }],
    });
    expect(calls.map((call) => [call.url, call.type])).toEqual([
      ['/api/projects/p1/imports', 'application/zip'],
      ['/api/projects/p1/imports?language=de&group=common', 'application/json'],
      ['/api/projects/p1/glossary', 'text/csv'],
      ['/api/projects/p1/imports', 'application/zip'],
    ]);
    const zipped = unzipSync(new Uint8Array(await (calls[3] as { body: Blob }).body.arrayBuffer()));
    expect(strFromU8(zipped['de/common.json'] as Uint8Array)).toBe('{"a":"b"}');
  });

  it('answers the server’s failure and refuses an upload over 50 MiB without sending it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Bad file', code: 'INVALID_FILE', path: 'de/x.json' }), {
          status: 400,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await uploadImport('p1', { kind: 'zip', file: new Blob(['x']) })).toEqual({
      ok: false,
      code: 'INVALID_FILE',
      error: 'Bad file',
      details: { path: 'de/x.json' },
    });
    const bigGlossary = { size: 5 * 1024 * 1024 + 1 } as Blob;
    expect(await uploadImport('p1', { kind: 'glossary', file: bigGlossary })).toMatchObject({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const huge = { size: 51 * 1024 * 1024 } as Blob;
    expect(await uploadImport('p1', { kind: 'zip', file: huge })).toMatchObject({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('builds export addresses', () => {
    expect(projectGlossaryUrl('p 1', 'tbx')).toBe('/api/projects/p%201/glossary.tbx');
    expect(projectExportUrl('p1')).toBe('/api/projects/p1/export');
    expect(
      projectExportUrl('p1', {
        languages: ['de', 'fr'],
        structure: 'flat',
        states: ['REVIEWED'],
        groups: ['g1'],
      }),
    ).toBe('/api/projects/p1/export?languages=de%2Cfr&groups=g1&structure=flat&states=REVIEWED');
    expect(groupExportUrl('g1', 'pt-BR')).toBe('/api/groups/g1/export/pt-BR.json');
  });
});
