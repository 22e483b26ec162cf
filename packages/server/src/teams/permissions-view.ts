import { type ViewerPermissions, viewerPermissions } from '@verba/contract';
import { type Access, scopesAllow } from '../access/authorize.ts';

/** Project.viewerPermissions: what the viewer's role (and an API key's scopes) allow. */
export const permissionsView = (access: Access, languageTags: readonly string[]): ViewerPermissions =>
  viewerPermissions(
    access.member,
    {
      baseLanguage: access.project.baseLanguage,
      languageTags,
      translatorsSuggest: access.project.translatorsSuggest,
    },
    (action) => scopesAllow(access, action),
  );
