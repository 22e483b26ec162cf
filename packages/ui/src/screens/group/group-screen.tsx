import { useGroup } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { languageName } from '../projects-common/languages.ts';
import { LoadFailed, LoadingState, ResourceNotFound } from '../projects-common/query-states.tsx';

export interface GroupScreenProps {
  projectId: string;
  groupId: string;
}

/** /group/{project}/{group}: the group's name, the project it belongs to, and the way back. */
export function GroupScreen({ projectId, groupId }: GroupScreenProps) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useGroup(projectId, groupId);
  const group = data?.group;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      {data && !group && <ResourceNotFound kind="group" />}
      {!data && error && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <LoadingState />}
      {group && (
        <>
          <Link href={`/project/${group.project.id}`} className="self-start">
            {t('projects.group.backToProject', { project: group.project.name })}
          </Link>
          <section className="flex flex-col gap-4" aria-labelledby="group-title">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h1 id="group-title" className="font-bold text-3xl">
                {group.name}
              </h1>
              <Link variant="outline" size="sm" href={`/group/${group.project.id}/${group.id}/settings`}>
                {t('projects.group.settingsLink')}
              </Link>
            </div>
            <dl className="flex flex-col gap-1">
              <dt className="text-base-content/70 text-sm">{t('projects.group.inProject')}</dt>
              <dd>
                <Link href={`/project/${group.project.id}`}>{group.project.name}</Link>
                <span className="text-base-content/80">
                  {' · '}
                  {t('projects.common.baseLanguage', {
                    language: languageName(group.project.baseLanguage, i18n.language),
                  })}
                </span>
              </dd>
            </dl>
          </section>
        </>
      )}
    </div>
  );
}
