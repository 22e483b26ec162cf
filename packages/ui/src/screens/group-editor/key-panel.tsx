import { rules } from '@verba/api-client';
import {
  type EditorKey,
  type EditorTranslation,
  useDeleteKeys,
  useMoveKeys,
  useUpdateKey,
} from '@verba/api-client/graphql';
import { useId, useState } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Modal } from '../../components/modal/modal.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { CommentThread } from './comment-thread.tsx';
import { KeyHistory } from './key-history.tsx';

export interface KeyPanelProps {
  projectId: string;
  groupId: string;
  editorKey: EditorKey | null;
  languages: string[];
  groups: { id: string; name: string }[];
  onClose: () => void;
  /** The newest known value of a cell (for the version a revert starts from). */
  translationOf: (key: EditorKey, language: string) => EditorTranslation | undefined;
  onReverted: (key: EditorKey, translation: EditorTranslation) => void;
  /** The viewer's role may change keys (Permissions.editKeys): else the panel only reads. */
  canEditKeys: boolean;
  /** Languages whose values the viewer may set, so revert them. */
  translateLanguages: readonly string[];
}

/** A key's details: description, plural switch, rename, move, delete, and its history with revert. */
export function KeyPanel(props: KeyPanelProps) {
  const { editorKey, onClose } = props;
  return (
    <Modal isOpen={Boolean(editorKey)} onOpenChange={(open) => !open && onClose()}>
      <Dialog className="p-6 outline-none">
        {editorKey && <KeyPanelBody {...props} editorKey={editorKey} />}
      </Dialog>
    </Modal>
  );
}

function KeyPanelBody({
  projectId,
  groupId,
  editorKey,
  languages,
  groups,
  onClose,
  translationOf,
  onReverted,
  canEditKeys,
  translateLanguages,
}: KeyPanelProps & { editorKey: EditorKey }) {
  const { t } = useTranslation();
  const [updateKey] = useUpdateKey();
  const [moveKeys] = useMoveKeys();
  const [deleteKeys] = useDeleteKeys();
  const moveId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const others = groups.filter((group) => group.id !== groupId);
  const [target, setTarget] = useState(others[0]?.id ?? '');

  const form = useZodForm(rules.keyRules, {
    name: editorKey.name,
    description: editorKey.description ?? '',
    plural: editorKey.plural,
  });
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const result = await updateKey({
        id: editorKey.id,
        expectedVersion: editorKey.version,
        languages,
        input: { name: values.name, description: values.description || null, plural: values.plural },
      });
      if (result.ok) notify.success(t('projects.editor.panel.saved'));
      return result.ok || result.code !== 'KEY_CONFLICT' ? result : { ...result, field: 'name' };
    },
    { fallback: t('projects.editor.panel.saveFailed') },
  );

  const move = useAction(async () => {
    const result = await moveKeys({ ids: [editorKey.id], toGroupId: target });
    if (result.ok) {
      notify.success(
        t('projects.editor.panel.moved', { group: others.find((group) => group.id === target)?.name ?? '' }),
      );
      onClose();
    }
    return result;
  });
  const remove = useAction(async () => {
    const result = await deleteKeys({ ids: [editorKey.id] });
    if (result.ok) {
      notify.success(t('projects.editor.panel.deleted', { name: editorKey.name }));
      setConfirmDelete(false);
      onClose();
    }
    return result;
  });

  return (
    <>
      <Heading slot="title" className="whitespace-pre-wrap font-bold font-mono text-xl wrap-anywhere">
        {editorKey.name}
      </Heading>
      {!canEditKeys && (
        <>
          {editorKey.description && <p className="mt-4">{editorKey.description}</p>}
          <p className="mt-4 text-base-content/80 text-sm">{t('projects.editor.panel.readOnly')}</p>
        </>
      )}
      {canEditKeys && (
        <Form onSubmit={onSubmit} aria-label={t('projects.editor.panel.detailsHeading')} className="mt-4">
          <FormTextField control={form.control} name="name" label={t('projects.editor.newKey.name')} />
          <FormTextField
            control={form.control}
            name="description"
            label={t('projects.editor.newKey.description')}
          />
          <FormCheckbox control={form.control} name="plural">
            {t('projects.editor.newKey.plural')}
          </FormCheckbox>
          <div>
            <Button type="submit" isPending={isPending}>
              {t('projects.editor.panel.save')}
            </Button>
          </div>
        </Form>
      )}

      {canEditKeys && others.length > 0 && (
        <section className="mt-6 flex flex-col gap-2">
          <h3 className="font-semibold">{t('projects.editor.panel.moveHeading')}</h3>
          <div className="flex items-end gap-2">
            <div className="flex grow flex-col gap-1">
              <label htmlFor={moveId} className="font-medium text-sm">
                {t('projects.editor.panel.moveTo')}
              </label>
              <select
                id={moveId}
                className="select w-full"
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value)}
              >
                {others.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="outline" isPending={move.isPending} onPress={() => void move.run()}>
              {t('projects.editor.panel.move')}
            </Button>
          </div>
        </section>
      )}

      <CommentThread projectId={projectId} groupId={groupId} editorKey={editorKey} languages={languages} />

      <KeyHistory
        projectId={projectId}
        groupId={groupId}
        editorKey={editorKey}
        translationOf={translationOf}
        onReverted={onReverted}
        translateLanguages={translateLanguages}
      />

      <section className="mt-6 flex flex-wrap justify-between gap-2">
        {canEditKeys && (
          <Button variant="danger" onPress={() => setConfirmDelete(true)}>
            {t('projects.editor.panel.delete')}
          </Button>
        )}
        <Button variant="ghost" onPress={onClose}>
          {t('projects.editor.panel.close')}
        </Button>
      </section>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="destructive"
        title={t('projects.editor.panel.deleteTitle', { name: editorKey.name })}
        confirmLabel={t('projects.editor.panel.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void remove.run()}
        isPending={remove.isPending}
      >
        {t('projects.editor.panel.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
