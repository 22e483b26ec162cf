import { holdsLanguages } from '@verba/api-client';
import type { ProjectRole } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';

/** A role's name in the UI's language; one t call per role, so the i18n lint sees every key. */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: ProjectRole): string => {
    switch (role) {
      case 'OWNER':
        return t('projects.roles.owner');
      case 'MANAGER':
        return t('projects.roles.manager');
      case 'DEVELOPER':
        return t('projects.roles.developer');
      case 'REVIEWER':
        return t('projects.roles.reviewer');
      case 'TRANSLATOR':
        return t('projects.roles.translator');
      case 'VIEWER':
        return t('projects.roles.viewer');
    }
  };
}

/** A member's languages as text: named ones, or "all target languages" for an empty list. */
export function useLanguagesLabel() {
  const { t, i18n } = useTranslation();
  return (role: ProjectRole, languages: readonly string[]): string | null => {
    if (!holdsLanguages(role)) return null;
    if (languages.length === 0) return t('projects.members.allLanguages');
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      languages.map((tag) => names.of(tag) ?? tag),
    );
  };
}
