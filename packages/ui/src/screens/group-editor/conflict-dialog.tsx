import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { languageName } from '../projects-common/languages.ts';
import { CellInputs, CellView } from './editor-cell.tsx';
import { type Draft, draftOf, optimistic } from './editor-model.ts';
import type { CellSave } from './use-cell-saves.ts';

export interface ConflictDialogProps {
  save: CellSave | null;
  keyName: string;
  onClose: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onSaveMerged: (draft: Draft) => void;
}

/**
 * VERSION_CONFLICT: someone stored another text meanwhile. Theirs and the user's own side by side;
 * nothing is dropped until the user picks (closing leaves the cell in conflict, their text kept).
 */
export function ConflictDialog({
  save,
  keyName,
  onClose,
  onKeepMine,
  onTakeTheirs,
  onSaveMerged,
}: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const [merged, setMerged] = useState<Draft | null>(null);
  const close = () => {
    setMerged(null);
    onClose();
  };
  const theirs = save?.theirs;
  return (
    <Modal isOpen={Boolean(save && theirs)} onOpenChange={(open) => !open && close()}>
      <Dialog className="p-6 outline-none">
        {save && theirs && (
          <>
            <Heading slot="title" className="font-bold text-xl">
              {t('projects.editor.conflictDialog.title')}
            </Heading>
            <p className="mt-2 text-sm">
              {t('projects.editor.conflictDialog.body', {
                key: keyName,
                language: languageName(save.language, i18n.language),
              })}
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <section aria-labelledby="conflict-theirs" className="rounded-box border border-base-300 p-3">
                <h3 id="conflict-theirs" className="mb-1 font-semibold text-sm">
                  {t('projects.editor.conflictDialog.theirs')}
                </h3>
                <CellView translation={theirs} plural={save.plural} isBase={false} />
              </section>
              <section aria-labelledby="conflict-mine" className="rounded-box border border-base-300 p-3">
                <h3 id="conflict-mine" className="mb-1 font-semibold text-sm">
                  {t('projects.editor.conflictDialog.mine')}
                </h3>
                <CellView
                  translation={optimistic(theirs, save.language, save.draft, save.reviewed)}
                  plural={save.plural}
                  isBase={false}
                />
              </section>
            </div>
            {merged && (
              <div className="mt-4">
                <CellInputs
                  label={t('projects.editor.conflictDialog.merged')}
                  language={save.language}
                  draft={merged}
                  onChange={setMerged}
                  autoFocus
                />
              </div>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              {merged ? (
                <Button
                  variant="primary"
                  onPress={() => {
                    onSaveMerged(merged);
                    setMerged(null);
                  }}
                >
                  {t('projects.editor.conflictDialog.saveMerged')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="outline"
                    onPress={() => {
                      setMerged(null);
                      onTakeTheirs();
                    }}
                  >
                    {t('projects.editor.conflictDialog.takeTheirs')}
                  </Button>
                  <Button
                    variant="outline"
                    onPress={() => setMerged(mergedDraft(save.draft, draftOf(theirs, save.plural)))}
                  >
                    {t('projects.editor.conflictDialog.editMerged')}
                  </Button>
                  <Button variant="primary" onPress={onKeepMine} autoFocus>
                    {t('projects.editor.conflictDialog.keepMine')}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}

/** A starting point for merging: the user's text, with theirs below it where they differ. */
function mergedDraft(mine: Draft, theirs: Draft): Draft {
  if ('text' in mine && 'text' in theirs) {
    return { text: mine.text === theirs.text || !theirs.text ? mine.text : `${mine.text}\n${theirs.text}` };
  }
  return mine;
}
