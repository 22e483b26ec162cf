import type { TFunction } from 'i18next';
import type { NameProblem } from './name-rules.ts';

/** The message for a name problem; `kind` says whose siblings already hold the name. */
export function nameErrorMessage(t: TFunction, problem: NameProblem | null, kind: 'project' | 'group') {
  if (problem === null) return undefined;
  if (problem === 'taken') {
    return kind === 'project' ? t('projects.common.projectNameTaken') : t('projects.common.groupNameTaken');
  }
  return t(`projects.common.${problem}`);
}
