import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closeProject, requireOpen, whenOpen } from '../../src/access/busy-projects.ts';
import { DomainError } from '../../src/errors.ts';

describe('a project closed while an import writes it in steps', () => {
  it('refuses calls with PROJECT_BUSY until it opens, and lets waiting work go on then', async () => {
    const projectId = randomUUID();
    const other = randomUUID();
    const reopen = closeProject(projectId);
    const refusal = (() => {
      try {
        requireOpen(projectId);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'PROJECT_BUSY', details: { retryAfter: 5 } });
    expect(() => requireOpen(other)).not.toThrow();

    let waited = false;
    const waiting = whenOpen(projectId).then(() => {
      waited = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(waited).toBe(false);
    reopen();
    await waiting;
    expect(waited).toBe(true);
    expect(() => requireOpen(projectId)).not.toThrow();
  });

  it('stays closed for a later closing when an earlier one opens again late', async () => {
    const projectId = randomUUID();
    const first = closeProject(projectId);
    first();
    const second = closeProject(projectId);
    first();
    expect(() => requireOpen(projectId)).toThrow(DomainError);
    second();
    expect(() => requireOpen(projectId)).not.toThrow();
    await whenOpen(projectId);
  });
});
