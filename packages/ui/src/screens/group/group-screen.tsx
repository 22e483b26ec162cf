import { useGroup } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { languageName } from '../projects-common/languages.ts';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';

export interface GroupScreenProps {
  projectId: string;
  groupId: string;
}

/** /group/{project}/{group}: the group's name, the project it belongs to, and the way back. */
export function GroupScreen({ projectId, groupId }: GroupScreenProps) {
  const { t, i18n } = useTranslation();
  const query = useGroup(projectId, groupId);
  const group = query.data?.group;

  return (
    <Page
      title={group?.name}
      back={
        group && {
          href: `/project/${group.project.id}`,
          label: t('projects.group.backToProject', { project: group.project.name }),
        }
      }
      actions={
        group && (
          <Link variant="outline" size="sm" href={`/group/${group.project.id}/${group.id}/settings`}>
            {t('projects.group.settingsLink')}
          </Link>
        )
      }
    >
      <QueryView query={query}>
        {({ group }) =>
          group ? (
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
          ) : (
            <ResourceNotFound kind="group" />
          )
        }
      </QueryView>
    </Page>
  );
}
