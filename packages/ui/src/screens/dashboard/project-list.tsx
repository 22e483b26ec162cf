import type { DashboardPageQuery } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/card.tsx';
import { Link } from '../../components/link/link.tsx';
import { useRoleLabel } from '../members/role-label.ts';
import { languageName } from '../projects-common/languages.ts';
import { ProgressBars } from '../projects-common/progress-bars.tsx';

export interface ProjectListProps {
  projects: DashboardPageQuery['viewer']['projects'];
}

/** Every project with its base language, its progress per language and links to its groups. */
export function ProjectList({ projects }: ProjectListProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <Card
          key={project.id}
          as="li"
          headingLevel={3}
          title={
            <Link variant="plain" className="hover:underline" href={`/project/${project.id}`}>
              {project.name}
            </Link>
          }
        >
          <p className="text-sm">
            <span className="badge badge-outline">
              {t('projects.dashboard.yourRole', { role: roleLabel(project.viewerRole) })}
            </span>
          </p>
          <p className="text-base-content/80 text-sm">
            {t('projects.common.baseLanguage', {
              language: languageName(project.baseLanguage, i18n.language),
            })}
          </p>
          <ProgressBars
            progress={project.progress}
            baseLanguage={project.baseLanguage}
            label={t('projects.progress.of', { name: project.name })}
            size="compact"
          />
          {project.groups.length === 0 ? (
            <p className="text-base-content/70 text-sm">{t('projects.dashboard.noGroups')}</p>
          ) : (
            <ul
              aria-label={t('projects.dashboard.groupsOf', { project: project.name })}
              className="flex flex-wrap gap-2"
            >
              {project.groups.map((group) => (
                <li key={group.id}>
                  <Link
                    variant="plain"
                    className="badge badge-outline hover:underline"
                    href={`/group/${project.id}/${group.id}`}
                  >
                    {group.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
    </ul>
  );
}
