import type { DashboardPageQuery } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface ProjectListProps {
  projects: DashboardPageQuery['viewer']['projects'];
}

/** Every project with its base language and links to its groups. */
export function ProjectList({ projects }: ProjectListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.id} className="card border border-base-300 bg-base-100">
          <div className="card-body gap-2">
            <h3 className="card-title">
              <Link variant="plain" className="hover:underline" href={`/project/${project.id}`}>
                {project.name}
              </Link>
            </h3>
            <p className="text-base-content/80 text-sm">
              {t('projects.common.baseLanguage', {
                language: languageName(project.baseLanguage, i18n.language),
              })}
            </p>
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
          </div>
        </li>
      ))}
    </ul>
  );
}
