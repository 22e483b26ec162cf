import {
  conflictingTranslation,
  type EditorActivity,
  type EditorKey,
  type EditorTranslation,
  useKeyHistory,
  useRevertTranslation,
} from '@verba/api-client/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { languageName } from '../projects-common/languages.ts';

export interface KeyHistoryProps {
  projectId: string;
  groupId: string;
  editorKey: EditorKey;
  /** The newest known value of a cell (for the version a revert starts from). */
  translationOf: (key: EditorKey, language: string) => EditorTranslation | undefined;
  onReverted: (key: EditorKey, translation: EditorTranslation) => void;
  translateLanguages: readonly string[];
}

/** A key's changes, newest first, each with a revert where the viewer may set that language. */
export function KeyHistory({
  projectId,
  groupId,
  editorKey,
  translationOf,
  onReverted,
  translateLanguages,
}: KeyHistoryProps) {
  const { t, i18n } = useTranslation();
  const { query, history } = useKeyHistory({ projectId, groupId, keyId: editorKey.id, name: editorKey.name });
  const [revertTranslation] = useRevertTranslation();
  const revert = useAction(async (activity: EditorActivity) => {
    const language = activity.language as string;
    const known = translationOf(editorKey, language);
    let result = await revertTranslation({ activityId: activity.id, expectedVersion: known?.version ?? 0 });
    // A language without a column here: its version is unknown until the server names it.
    const stored = !result.ok && !known ? conflictingTranslation(result) : null;
    if (stored)
      result = await revertTranslation({ activityId: activity.id, expectedVersion: stored.version });
    if (result.ok) {
      onReverted(editorKey, result.data.revertTranslation);
      notify.success(t('projects.editor.history.reverted'));
    }
    return result;
  });
  const headingId = useId();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="mt-6 flex flex-col gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {t('projects.editor.history.heading')}
      </h3>
      {!history && query.loading && <Spinner label={t('projects.editor.loadingRow')} />}
      {history?.length === 0 && <p className="text-sm">{t('projects.editor.history.empty')}</p>}
      {history && history.length > 0 && (
        <ol className="flex max-h-64 flex-col gap-2 overflow-y-auto">
          {history.map((activity) => (
            <li key={activity.id} className="rounded-box border border-base-300 p-2 text-sm">
              <p className="text-base-content/80 text-xs">
                {t('projects.editor.history.line', {
                  at: format.format(new Date(activity.at)),
                  by: activity.by ?? t('projects.editor.history.someone'),
                })}
                {activity.language && ` · ${languageName(activity.language, i18n.language)}`}
              </p>
              <p className="break-words">{summaryOf(activity.after)}</p>
              {activity.language &&
                translateLanguages.includes(activity.language) &&
                activity.after &&
                activity.kind.startsWith('value.') && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-1"
                    isPending={revert.isPending}
                    onPress={() => void revert.run(activity)}
                  >
                    {t('projects.editor.history.revert')}
                  </Button>
                )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The text an activity wrote, for one line of history. */
function summaryOf(json: string | null): string {
  if (!json) return '';
  try {
    const value = JSON.parse(json) as { text?: string; forms?: Record<string, string>; name?: string };
    if (typeof value.text === 'string') return value.text;
    if (value.forms) return Object.values(value.forms).join(' · ');
    return value.name ?? '';
  } catch {
    return json;
  }
}
