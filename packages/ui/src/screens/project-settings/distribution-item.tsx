import { type DistributionFieldsFragment, usePublishRelease } from '@verba/api-client/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { notify } from '../../components/toaster/notify.ts';
import { CopyButton } from './copy-button.tsx';
import { releaseSnippet } from './release-snippet.ts';
import { ItemAction, SettingsItem } from './settings-item.tsx';

export interface DistributionItemProps {
  distribution: DistributionFieldsFragment;
  project: { baseLanguage: string; groups: readonly { name: string }[] };
  onEdit: () => void;
  onDelete: () => void;
}

/** One distribution: its current release, URL and i18next snippet, and Publish, Edit and Delete. */
export function DistributionItem({ distribution, project, onEdit, onDelete }: DistributionItemProps) {
  const { t, i18n } = useTranslation();
  const { name, current } = distribution;
  const snippetId = useId();
  const [publishRelease] = usePublishRelease();
  const publish = useAction(async () => {
    const result = await publishRelease({ distributionId: distribution.id });
    if (result.ok)
      notify.success(t('projects.releases.published', { number: result.data.publishRelease.number, name }));
    return result;
  });
  const stateText = {
    TRANSLATED: t('projects.releases.stateTranslated'),
    REVIEWED: t('projects.releases.stateReviewed'),
  };
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // The snippet's language: the first that is not the base, where the release has one.
  const language =
    current?.languages.find((tag) => tag !== project.baseLanguage) ??
    current?.languages[0] ??
    project.baseLanguage;
  const snippet = releaseSnippet(
    distribution.url,
    language,
    project.baseLanguage,
    project.groups.map((group) => group.name),
  );

  return (
    <SettingsItem
      title={<h3 className="font-semibold">{name}</h3>}
      actions={
        <>
          <ItemAction
            variant="primary"
            aria-label={t('projects.releases.publishLabel', { name })}
            isPending={publish.isPending}
            onPress={() => void publish.run()}
          >
            {t('projects.releases.publish')}
          </ItemAction>
          <ItemAction aria-label={t('projects.releases.editLabel', { name })} onPress={onEdit}>
            {t('projects.releases.edit')}
          </ItemAction>
          <ItemAction aria-label={t('projects.releases.deleteLabel', { name })} onPress={onDelete}>
            {t('projects.releases.delete')}
          </ItemAction>
        </>
      }
    >
      <p className="flex flex-wrap gap-1 text-sm">
        <span className="badge badge-outline badge-sm">
          {t('projects.releases.statesShipped', {
            states: list.format(
              distribution.states.map((state) => stateText[state as keyof typeof stateText] ?? state),
            ),
          })}
        </span>
        {distribution.autoPublish && (
          <span className="badge badge-outline badge-sm">{t('projects.releases.autoPublish')}</span>
        )}
        {distribution.blockOnErrors && (
          <span className="badge badge-outline badge-sm">{t('projects.releases.blockOnErrors')}</span>
        )}
      </p>
      {distribution.blockedByErrors && (
        <p className="text-sm">
          <span className="badge badge-warning badge-sm">{t('projects.releases.blockedByErrors')}</span>
        </p>
      )}
      {current ? (
        <p className="text-base-content/80 text-sm">
          {current.publishedBy
            ? t('projects.releases.currentBy', {
                number: current.number,
                date: when(current.publishedAt),
                name: current.publishedBy,
              })
            : t('projects.releases.current', { number: current.number, date: when(current.publishedAt) })}
          {' · '}
          {t('projects.releases.contents', {
            count: current.keyCount,
            languages: list.format(current.languages),
          })}
        </p>
      ) : (
        <p className="text-base-content/80 text-sm">{t('projects.releases.notPublished')}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <output
          aria-label={t('projects.releases.url', { name })}
          className="min-w-0 flex-1 break-all rounded-box bg-base-200 px-3 py-2 font-mono text-sm"
        >
          {distribution.url}
        </output>
        <CopyButton size="sm" text={distribution.url} copied={t('projects.releases.urlCopied')}>
          {t('projects.releases.copyUrl')}
        </CopyButton>
      </div>
      <figure aria-labelledby={snippetId} className="flex flex-col items-stretch gap-2">
        <figcaption id={snippetId} className="font-medium text-sm">
          {t('projects.releases.snippet', { name })}
        </figcaption>
        <pre className="whitespace-pre-wrap break-all rounded-box bg-base-200 p-3 text-sm">
          <code>{snippet}</code>
        </pre>
        <CopyButton
          size="sm"
          className="self-start"
          text={snippet}
          copied={t('projects.releases.snippetCopied')}
        >
          {t('projects.releases.copySnippet')}
        </CopyButton>
      </figure>
    </SettingsItem>
  );
}
