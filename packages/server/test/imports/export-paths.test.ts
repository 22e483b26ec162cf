import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupFileName, groupNameOfFile } from '../../src/exports/group-file-name.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup } from '../projects/graphql-client.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { exportProject, importFiles, preview } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Group names are free text; in an exported path they must stay one file name.
const names = ['../../etc/passwd', 'a/b', '..', '.hidden', 'dots.', 'C:\\win', '50% off', 'what?*<>|"'];

describe('exported file names', () => {
  it('never leave their folder, and read back as the same group name', () => {
    for (const name of names) {
      const file = groupFileName(name);
      expect(file).not.toMatch(/[/\\:*?"<>|]|^\.|\.$/);
      expect(groupNameOfFile(file)).toBe(name);
    }
    expect(groupFileName('../x')).toBe('%2E.%2Fx');
    expect(groupFileName('Landing page')).toBe('Landing page');
    // A name that only looks escaped is kept as it was written.
    expect(groupNameOfFile(groupFileName('a%2Fb'))).toBe('a%2Fb');
    expect(groupNameOfFile('100%.json')).toBe('100%.json');
  });

  it('export groups named like paths safely, and import them back into the same groups', async () => {
    const { cookies, project } = await workspace(t, []);
    const created = [];
    for (const name of names) created.push(await createGroup(t, cookies, project.id, name));
    await importFiles(t, cookies, project.id, { 'en/common.json': '{"a": "A"}' });
    const exported = await exportProject(t, cookies, project.id);
    expect(exported.statusCode).toBe(200);
    const paths = Object.keys(unzipSync(exported.rawPayload));
    expect(paths).toContain('en/%2E.%2F..%2Fetc%2Fpasswd.json');
    expect(paths).toContain('en/a%2Fb.json');
    for (const path of paths) {
      expect(path.split('/')).toHaveLength(2);
      expect(path.split('/').every((segment) => segment !== '..' && !segment.startsWith('.'))).toBe(true);
    }

    const single = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${created[0]?.id}/export/en.json`,
      cookies,
    });
    expect(single.headers['content-disposition']).toContain('filename="%2E.%2F..%2Fetc%2Fpasswd.en.json"');

    // The same archive, imported again, finds every group it came from and makes none.
    const files = unzipSync(exported.rawPayload);
    const again = await preview(
      t,
      cookies,
      project.id,
      Object.fromEntries(Object.entries(files).map(([path, data]) => [path, new TextDecoder().decode(data)])),
    );
    expect(again.newGroups).toEqual([]);
    expect(again.files.map((file) => file.group).sort()).toEqual([...names, 'common'].sort());
    const groups = await ok<{ project: { groups: { name: string }[] } }>(
      t,
      cookies,
      'query ($id: ID!) { project(id: $id) { groups { name } } }',
      { id: project.id },
    );
    expect(groups.project.groups).toHaveLength(names.length + 1);
  });
});
