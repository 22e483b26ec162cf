import {
  type EditorKey,
  useAddComment,
  useDeleteComment,
  useKeyComments,
  useProjectMembers,
  useResolveComment,
} from '@verba/api-client/graphql';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { languageName } from '../projects-common/languages.ts';
import { type Mentionable, MentionField, mentionsIn } from './mention-field.tsx';

export interface CommentThreadProps {
  projectId: string;
  groupId: string;
  editorKey: EditorKey;
  languages: string[];
  /** The language the thread starts on (null: the key itself); else the first target. */
  language?: string | null;
}

/** The key's comments in one language (or about the key itself): read, add, resolve, delete. */
export function CommentThread({
  projectId,
  groupId,
  editorKey,
  languages,
  language: initialLanguage,
}: CommentThreadProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<string | null>(
    initialLanguage === undefined ? (languages[1] ?? languages[0] ?? null) : initialLanguage,
  );
  const [text, setText] = useState('');
  const { query, comments } = useKeyComments({
    projectId,
    groupId,
    keyId: editorKey.id,
    name: editorKey.name,
    language,
  });
  const [addComment] = useAddComment();
  const [resolveComment] = useResolveComment();
  const [deleteComment] = useDeleteComment();
  const languageId = useId();
  const headingId = useId();
  const members = useProjectMembers(projectId).data;
  // Everyone but the viewer: the server mails no one about their own comment.
  const mentionable = (members?.project?.members ?? [])
    .filter((member) => member.accountId !== members?.viewer?.id)
    .map((member) => ({ accountId: member.accountId, name: `${member.firstName} ${member.lastName}` }));
  const [chosen, setChosen] = useState<Mentionable[]>([]);

  const add = useAction(async () => {
    const mentions = mentionsIn(text, chosen);
    const result = await addComment({ keyId: editorKey.id, language, text, mentions });
    if (result.ok) {
      setText('');
      setChosen([]);
    }
    return result;
  });
  const resolve = useAction((id: string, resolved: boolean) => resolveComment({ id, resolved }));
  const remove = useAction((id: string) => deleteComment({ id }));

  return (
    <section className="mt-6 flex flex-col gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {t('projects.editor.comments.heading')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={languageId} className="text-sm">
          {t('projects.editor.comments.about')}
        </label>
        <select
          id={languageId}
          className="select select-sm"
          value={language ?? ''}
          onChange={(event) => setLanguage(event.currentTarget.value || null)}
        >
          <option value="">{t('projects.editor.comments.keyItself')}</option>
          {languages.map((tag) => (
            <option key={tag} value={tag}>
              {languageName(tag, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      {!comments && query.loading && <Spinner label={t('projects.editor.loadingRow')} />}
      {comments?.length === 0 && <p className="text-sm">{t('projects.editor.comments.empty')}</p>}
      {comments && comments.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label={t('projects.editor.comments.heading')}>
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-box border border-base-300 p-2 text-sm">
              <p className="text-base-content/80 text-xs">
                {comment.by ?? t('projects.editor.history.someone')}
                {comment.resolved && (
                  <span className="badge badge-sm badge-ghost ms-2">
                    {t('projects.editor.comments.resolved')}
                  </span>
                )}
              </p>
              <p className="whitespace-pre-wrap wrap-anywhere">{comment.text}</p>
              <div className="mt-1 flex gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => void resolve.run(comment.id, !comment.resolved)}
                  aria-label={t(
                    comment.resolved
                      ? 'projects.editor.comments.reopenLabel'
                      : 'projects.editor.comments.resolveLabel',
                    { by: comment.by ?? '' },
                  )}
                >
                  {t(
                    comment.resolved ? 'projects.editor.comments.reopen' : 'projects.editor.comments.resolve',
                  )}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => void remove.run(comment.id)}
                  aria-label={t('projects.editor.comments.deleteLabel', { by: comment.by ?? '' })}
                >
                  {t('projects.editor.comments.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <MentionField
        label={t('projects.editor.comments.new')}
        value={text}
        onChange={setText}
        members={mentionable}
        onMention={(member) => setChosen((current) => [...current, member])}
      />
      <Button
        variant="outline"
        size="sm"
        isPending={add.isPending}
        isDisabled={text.trim() === ''}
        onPress={() => void add.run()}
      >
        {t('projects.editor.comments.add')}
      </Button>
    </section>
  );
}
