import {
  type ApiFailure,
  applyImport,
  discardImport,
  getImport,
  type Import,
  type ImportFailureCode,
  type ImportUpload,
  PAYLOAD_TOO_LARGE,
  uploadImport,
} from '@verba/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplyChoices } from './import-preview.tsx';

export type ImportState =
  | { step: 'empty' }
  | { step: 'uploading' }
  | { step: 'tooLarge' }
  | { step: 'failed'; failure: ApiFailure; kind?: ImportFailureCode; importId?: string }
  | { step: 'preview' | 'applying' | 'done'; current: Import };

const pollMs = 500;
/** What is imported: translation files (the project page) or a glossary CSV (the glossary page). */
export type ImportKind = 'files' | 'glossary';

// The import under way, per project and kind, so the screen can be left and come back to.
const storageKey = (projectId: string, kind: ImportKind = 'files') =>
  kind === 'files' ? `verba.import.${projectId}` : `verba.import.${kind}.${projectId}`;

function stepOf(current: Import): ImportState {
  if (current.status === 'failed') {
    const code = current.errorCode ?? 'IMPORT_FAILED';
    return {
      step: 'failed',
      failure: { ok: false, code, error: current.error ?? '' },
      kind: current.failure?.code,
      importId: current.id,
    };
  }
  if (current.status === 'discarded') return { step: 'empty' };
  return { step: current.status, current };
}

/** The import of one project: upload, preview, apply with polled progress, discard. */
export function useImport(projectId: string, onApplied: () => void, kind: ImportKind = 'files') {
  const [state, setState] = useState<ImportState>({ step: 'empty' });
  const applied = useRef(onApplied);
  applied.current = onApplied;

  const show = useCallback(
    (current: Import) => {
      const next = stepOf(current);
      if (next.step === 'preview' || next.step === 'applying')
        sessionStorage.setItem(storageKey(projectId, kind), current.id);
      else sessionStorage.removeItem(storageKey(projectId, kind));
      if (next.step === 'done') applied.current();
      setState(next);
    },
    [projectId, kind],
  );

  // Coming back: the import left in preview or applying is shown again.
  useEffect(() => {
    const id = sessionStorage.getItem(storageKey(projectId, kind));
    if (!id) return;
    let live = true;
    void getImport(id).then((result) => {
      if (!live) return;
      if (result.ok) show(result.data);
      else sessionStorage.removeItem(storageKey(projectId, kind));
    });
    return () => {
      live = false;
    };
  }, [projectId, kind, show]);

  const id = state.step === 'applying' ? state.current.id : null;
  useEffect(() => {
    if (!id) return;
    const timer = setInterval(async () => {
      const result = await getImport(id);
      if (result.ok) show(result.data);
    }, pollMs);
    return () => clearInterval(timer);
  }, [id, show]);

  const upload = async (files: ImportUpload) => {
    setState({ step: 'uploading' });
    const result = await uploadImport(projectId, files);
    if (result.ok) show(result.data);
    else if (result.code === PAYLOAD_TOO_LARGE) setState({ step: 'tooLarge' });
    else setState({ step: 'failed', failure: result });
  };

  const apply = async ({ overwrite, adoptShape, languages }: ApplyChoices) => {
    if (state.step !== 'preview') return undefined;
    const current = state.current;
    const result = await applyImport(current.id, {
      overwrite,
      createGroups: true,
      addLanguages: true,
      adoptShape,
      ...(languages ? { languages } : {}),
    });
    if (result.ok)
      show({ ...current, status: 'applying', progress: { done: 0, total: current.progress.total } });
    return result;
  };

  const discard = async () => {
    if (state.step !== 'preview') return undefined;
    const result = await discardImport(state.current.id);
    if (result.ok) {
      sessionStorage.removeItem(storageKey(projectId, kind));
      setState({ step: 'empty' });
    }
    return result;
  };

  const reset = () => setState({ step: 'empty' });
  return { state, upload, apply, discard, reset };
}
