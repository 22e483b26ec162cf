import { projectGlossaryUrl, rules } from '@verba/api-client';
import {
  type GlossaryTerm,
  useDeleteGlossaryTerm,
  useProject,
  useProjectGlossary,
} from '@verba/api-client/graphql';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Link } from '../../components/link/link.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ImportSection } from '../project/import-section.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { GlossaryTable } from './glossary-table.tsx';
import { TermDialog } from './term-dialog.tsx';

export interface GlossaryScreenProps {
  projectId: string;
}

const { glossaryLimits } = rules;
const PAGE = 100;
const SEARCH_DELAY_MS = 250;

/** The search as typed, handed on once typing pauses. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type Editing = { term: GlossaryTerm | null } | null;

/**
 * /project/{project}/glossary (aids contract, "Screens"): the project's terms in a searchable table;
 * MANAGER and OWNER add, edit and delete them and import a CSV with a preview; every member reads
 * them and downloads CSV and TBX.
 */
export function GlossaryScreen({ projectId }: GlossaryScreenProps) {
  const { t } = useTranslation();
  const projectQuery = useProject(projectId);
  const project = projectQuery.data?.project;
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const [first, setFirst] = useState(PAGE);
  const glossaryQuery = useProjectGlossary({ projectId, search: settled, first });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GlossaryTerm | null>(null);
  const [deleteTerm] = useDeleteGlossaryTerm();
  const remove = useAction(async (term: GlossaryTerm) => {
    const result = await deleteTerm({ id: term.id });
    if (result.ok) {
      notify.success(t('projects.glossary.deleted', { term: term.term }));
      setDeleting(null);
    }
    return result;
  });
  const canWrite = Boolean(project?.viewerPermissions.manageProject);

  return (
    <Page
      size="wide"
      title={project && t('projects.glossary.title', { project: project.name })}
      back={
        project && {
          href: `/project/${project.id}`,
          label: t('projects.projectSettings.backToProject', { project: project.name }),
        }
      }
      actions={
        project && (
          <div className="flex flex-wrap gap-2">
            <Link
              variant="outline"
              size="sm"
              href={projectGlossaryUrl(project.id, 'csv')}
              download="glossary.csv"
            >
              {t('projects.glossary.exportCsv')}
            </Link>
            <Link
              variant="outline"
              size="sm"
              href={projectGlossaryUrl(project.id, 'tbx')}
              download="glossary.tbx"
            >
              {t('projects.glossary.exportTbx')}
            </Link>
            {canWrite && (
              <Button onPress={() => setEditing({ term: null })}>{t('projects.glossary.add')}</Button>
            )}
          </div>
        )
      }
    >
      <QueryView query={projectQuery}>
        {({ project }) => {
          if (!project) return <ResourceNotFound kind="project" />;
          const languages = project.languages.filter((one) => !one.isBase).map((one) => one.tag);
          return (
            <>
              {!canWrite && <p className="text-base-content/80 text-sm">{t('projects.glossary.readOnly')}</p>}
              <section className="flex flex-col gap-4" aria-labelledby="glossary-terms-title">
                <h2 id="glossary-terms-title" className="font-bold text-2xl">
                  {t('projects.glossary.termsHeading')}
                </h2>
                <TextField
                  type="search"
                  label={t('projects.glossary.search')}
                  value={search}
                  onChange={(value) => {
                    setSearch(value);
                    setFirst(PAGE);
                  }}
                  maxLength={glossaryLimits.term}
                  className="max-w-sm"
                />
                <QueryView query={glossaryQuery}>
                  {({ project: found }) => {
                    const glossary = found?.glossary;
                    if (!glossary) return <ResourceNotFound kind="project" />;
                    if (glossary.totalCount === 0)
                      return (
                        <p className="text-base-content/80">
                          {settled
                            ? t('projects.glossary.noMatches', { search: settled })
                            : canWrite
                              ? t('projects.glossary.emptyManager')
                              : t('projects.glossary.empty')}
                        </p>
                      );
                    return (
                      <>
                        <p className="text-base-content/80 text-sm" role="status">
                          {t('projects.glossary.count', {
                            count: glossary.totalCount,
                            shown: glossary.nodes.length,
                          })}
                        </p>
                        <GlossaryTable
                          terms={glossary.nodes}
                          languages={languages}
                          canWrite={canWrite}
                          onEdit={(term) => setEditing({ term })}
                          onDelete={setDeleting}
                        />
                        {glossary.pageInfo.hasNextPage && first < glossaryLimits.pageSize && (
                          <Button
                            variant="outline"
                            className="self-start"
                            onPress={() =>
                              setFirst((before) => Math.min(before + PAGE, glossaryLimits.pageSize))
                            }
                          >
                            {t('projects.glossary.showMore')}
                          </Button>
                        )}
                      </>
                    );
                  }}
                </QueryView>
              </section>
              {canWrite && (
                <ImportSection
                  projectId={project.id}
                  kind="glossary"
                  onApplied={() => void glossaryQuery.refetch()}
                />
              )}
              {editing && (
                <TermDialog
                  key={editing.term?.id ?? 'new'}
                  projectId={project.id}
                  languages={languages}
                  term={editing.term}
                  onClose={() => setEditing(null)}
                />
              )}
              <ConfirmDialog
                isOpen={deleting !== null}
                onOpenChange={(open) => !open && setDeleting(null)}
                variant="destructive"
                title={t('projects.glossary.deleteTitle', { term: deleting?.term ?? '' })}
                confirmLabel={t('projects.glossary.delete')}
                cancelLabel={t('common.cancel')}
                onConfirm={() => deleting && void remove.run(deleting)}
                isPending={remove.isPending}
              >
                {t('projects.glossary.deleteBody')}
              </ConfirmDialog>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
