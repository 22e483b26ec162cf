import { allows, coversLanguage, permissionTable } from '@verba/contract';
import type { Access } from '../access/authorize.ts';

/** Project.viewerPermissions: what the viewer's role allows, the languages spelled out. */
export function permissionsView(access: Access, languageTags: readonly string[]) {
  const { member, project } = access;
  const languagesFor = (action: 'translate' | 'review') => {
    const grant = permissionTable[action][member.role];
    if (grant === false) return [];
    if (grant === true) return [...languageTags];
    return languageTags.filter((tag) => coversLanguage(member, tag, project.baseLanguage));
  };
  return {
    translateLanguages: languagesFor('translate'),
    reviewLanguages: languagesFor('review'),
    editKeys: allows(member, 'editKeys'),
    manageProject: allows(member, 'manageProject'),
    manageMembers: allows(member, 'manageMembers'),
    deleteProject: allows(member, 'deleteProject'),
  };
}
