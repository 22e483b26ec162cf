import { type ApiFailure, PAYLOAD_TOO_LARGE, uploadMemory } from '@verba/api-client';
import { type MemoryImportPreview, useMemoryImport } from '@verba/api-client/graphql';
import { useState } from 'react';

export type MemoryImportState =
  | { step: 'empty' }
  | { step: 'reading'; fileName: string }
  | { step: 'tooLarge' }
  | { step: 'failed'; failure: ApiFailure }
  | { step: 'preview'; fileName: string; uploadId: string; preview: MemoryImportPreview };

/**
 * A TMX file into the account's memory: upload and preview (nothing stored), then import or
 * discard. A failed upload or preview is a state of its own; a failed import or discard keeps the
 * preview and answers its failure for the screen to report.
 */
export function useMemoryImportFlow() {
  const calls = useMemoryImport();
  const [state, setState] = useState<MemoryImportState>({ step: 'empty' });

  const read = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    const uploaded = await uploadMemory(file);
    if (!uploaded.ok) {
      setState(
        uploaded.code === PAYLOAD_TOO_LARGE ? { step: 'tooLarge' } : { step: 'failed', failure: uploaded },
      );
      return;
    }
    const preview = await calls.preview(uploaded.data.id);
    if (!preview.ok) setState({ step: 'failed', failure: preview });
    else
      setState({ step: 'preview', fileName: file.name, uploadId: uploaded.data.id, preview: preview.data });
  };

  const apply = async () => {
    if (state.step !== 'preview') return undefined;
    const result = await calls.apply(state.uploadId);
    if (result.ok) setState({ step: 'empty' });
    // The upload is gone (an hour old, or used elsewhere): choose the file again.
    else if (result.code === 'NOT_FOUND') setState({ step: 'failed', failure: result });
    return result;
  };

  const discard = async () => {
    if (state.step !== 'preview') return undefined;
    const result = await calls.discard(state.uploadId);
    // Discarding an upload that is gone already leaves the same: nothing imported.
    if (result.ok || result.code === 'NOT_FOUND') setState({ step: 'empty' });
    return result;
  };

  return { state, read, apply, discard };
}
