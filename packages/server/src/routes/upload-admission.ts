import type { FastifyRequest } from 'fastify';
import { importPrincipal, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { principalOf } from '../http/principal-hook.ts';
import { admitImport } from '../imports/import-preview.ts';
import type { ImportRuns } from '../imports/import-runs.ts';

/** An upload let in before its body was read: who sent it, where it goes, and its turn to give back. */
interface AdmittedUpload<T> {
  principal: Principal;
  target: T;
  leave(): void;
  handling: boolean;
}

/**
 * The hooks that let an upload in before its body is read (a stranger's 50 MiB, or a second upload
 * of an account, is refused unread) and give its turn back once it is answered, or when its sender
 * goes away before the handler runs; `handle` runs the handler holding the turn.
 */
export function uploadAdmission<T>(
  db: Database,
  runs: ImportRuns,
  targetOf: (request: FastifyRequest) => T,
  admit: (db: Database, principal: Principal, projectId: string) => Promise<void> = admitImport,
) {
  const admitted = new WeakMap<FastifyRequest, AdmittedUpload<T>>();
  const leaveUnhandled = async (request: FastifyRequest) => {
    const upload = admitted.get(request);
    if (upload && !upload.handling) upload.leave();
  };
  return {
    onRequest: async (request: FastifyRequest) => {
      const principal = importPrincipal(principalOf(request));
      const { projectId } = request.params as { projectId: string };
      await admit(db, principal, projectId);
      const target = targetOf(request);
      const leave = runs.gates.enter(principal.account.id, projectId);
      admitted.set(request, { principal, target, leave, handling: false });
    },
    onRequestAbort: leaveUnhandled,
    onResponse: leaveUnhandled,
    async handle<R>(
      request: FastifyRequest,
      run: (upload: { principal: Principal; target: T }) => Promise<R>,
    ) {
      const upload = admitted.get(request) as AdmittedUpload<T>;
      upload.handling = true;
      try {
        return await run(upload);
      } finally {
        upload.leave();
      }
    },
  };
}
