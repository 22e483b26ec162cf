import { rules } from '@verba/api-client';
import type { MockGroup, MockProject } from '../fixtures.ts';
import { plans } from '../fixtures.ts';
import { type MockStore, newId, planOf } from '../store.ts';
import { apiKeyResolvers } from './api-keys.ts';
import { CodedError } from './coded-error.ts';
import { fileShapeOf, updateFileShape } from './file-shapes.ts';
import { languageResolvers } from './languages.ts';
import { memoryResolvers } from './memory.ts';
import { releaseResolvers } from './releases.ts';
import { isOwned, teamResolvers } from './teams.ts';
import { webhookResolvers } from './webhooks.ts';
import { workspaceResolvers } from './workspace-resolvers.ts';

interface ProjectInput {
  name: string;
  baseLanguage: string;
  translatorsSuggest?: boolean | null;
}

/** The server's rules, from api-client's rules.ts: trimmed, 1 to NAME_MAX characters, unique among the siblings. */
function cleanName(name: string, siblings: readonly { id: string; name: string }[], selfId?: string): string {
  const parsed = rules.nameRule.safeParse(name);
  if (!parsed.success) {
    throw new CodedError(`A name has 1 to ${rules.NAME_MAX} characters.`, 'BAD_USER_INPUT');
  }
  if (!rules.isNameFree(parsed.data, siblings, selfId)) {
    throw new CodedError(`The name “${parsed.data}” is already taken.`, 'BAD_USER_INPUT');
  }
  return parsed.data;
}

function cleanLanguage(tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    if (canonical) return canonical;
  } catch {
    // Falls through to the same answer as an empty tag.
  }
  throw new CodedError('The base language must be a BCP 47 language tag.', 'BAD_USER_INPUT');
}

/** Resolvers over the one store; reads and writes go straight to it, so every later call sees them. */
export function rootValue(store: MockStore) {
  const requireSession = () => {
    if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
    return store.session;
  };
  const lookupProject = (id: string) => {
    requireSession();
    return store.projects.find((candidate) => candidate.id === id);
  };
  const findProject = (id: string) => {
    const project = lookupProject(id);
    if (!project) throw new CodedError('Project not found.', 'NOT_FOUND');
    return project;
  };
  const findGroup = (project: MockProject, id: string) => {
    const group = project.groups.find((candidate) => candidate.id === id);
    if (!group) throw new CodedError('Group not found.', 'NOT_FOUND');
    return group;
  };
  const workspace = workspaceResolvers(store, findProject);
  const team = teamResolvers(store, findProject);
  const keys = apiKeyResolvers(store, findProject);
  const releases = releaseResolvers(store, findProject);
  const webhooks = webhookResolvers(store, findProject);
  const ownedCount = () => store.projects.filter(isOwned).length;
  const groupView = (project: MockProject, group: MockGroup) => ({
    ...group,
    fileShape: fileShapeOf(group),
    ...workspace.groupFields(project, group),
    project: projectView(project),
  });
  const projectView = (project: MockProject): unknown => ({
    ...project,
    ...workspace.projectFields(project),
    ...team.projectFields(project),
    ...keys.projectFields(project),
    ...releases.projectFields(project),
    ...webhooks.projectFields(project),
    groups: () => project.groups.map((group) => groupView(project, group)),
  });
  const subscription = () => ({ plan: planOf(store), since: store.planSince });

  return {
    ...workspace.mutations,
    ...languageResolvers(store),
    ...team.mutations,
    ...keys.mutations,
    ...releases.mutations,
    ...webhooks.mutations,
    ...memoryResolvers(store),
    invitation: team.invitation,
    acceptInvitation: ({ token }: { token: string }) => projectView(team.join(token)),
    respondToInvitation: (args: { id: string; accept: boolean }) => {
      const project = team.mutations.respondToInvitation(args);
      return project && projectView(project);
    },
    transferOwnership: (args: { projectId: string; memberId: string }) =>
      projectView(team.mutations.transferOwnership(args)),
    plans: () => plans,
    viewer: () => ({
      ...requireSession(),
      // Shared projects count against their owner's plan, not the viewer's (teams-contract.md).
      projectsOwned: ownedCount(),
      keysOwned: workspace.keysOwned,
      subscription,
      // No machine translation in the mocks: nothing used, the plan's monthly characters.
      machineCharacters: () => ({ used: 0, limit: planOf(store).machineCharacterLimit }),
      projects: () => store.projects.map(projectView),
      invitations: team.viewerInvitations,
    }),
    project: ({ id }: { id: string }) => {
      const project = lookupProject(id);
      return project ? projectView(project) : null;
    },
    group: ({ projectId, id }: { projectId: string; id: string }) => {
      const project = lookupProject(projectId);
      const group = project?.groups.find((candidate) => candidate.id === id);
      return project && group ? groupView(project, group) : null;
    },
    createProject: ({ input }: { input: ProjectInput }) => {
      requireSession();
      const limit = planOf(store).projectLimit;
      if (limit !== null && ownedCount() >= limit) {
        throw new CodedError('Your plan’s project limit is reached.', 'PLAN_LIMIT_REACHED');
      }
      const project: MockProject = {
        id: newId(store, 'project'),
        name: cleanName(input.name, store.projects),
        baseLanguage: cleanLanguage(input.baseLanguage),
        createdAt: new Date().toISOString(),
        groups: [],
      };
      store.projects.push(project);
      return projectView(project);
    },
    updateProject: ({ id, input }: { id: string; input: ProjectInput }) => {
      const project = findProject(id);
      const name = cleanName(input.name, store.projects, id);
      project.baseLanguage = cleanLanguage(input.baseLanguage);
      project.name = name;
      workspace.setTranslatorsSuggest(project, input.translatorsSuggest);
      return projectView(project);
    },
    deleteProject: ({ id }: { id: string }) => {
      findProject(id);
      store.projects = store.projects.filter((project) => project.id !== id);
      return true;
    },
    createGroup: ({ projectId, input }: { projectId: string; input: { name: string } }) => {
      const project = findProject(projectId);
      const group: MockGroup = {
        id: newId(store, 'group'),
        name: cleanName(input.name, project.groups),
        createdAt: new Date().toISOString(),
      };
      project.groups.push(group);
      return groupView(project, group);
    },
    updateGroup: ({ projectId, id, input }: { projectId: string; id: string; input: { name: string } }) => {
      const project = findProject(projectId);
      const group = findGroup(project, id);
      group.name = cleanName(input.name, project.groups, id);
      return groupView(project, group);
    },
    updateFileShape: ({ groupId, input }: { groupId: string; input: Record<string, never> }) => {
      const project = store.projects.find((one) => one.groups.some((group) => group.id === groupId));
      if (!project) throw new CodedError('Group not found.', 'NOT_FOUND');
      const group = findGroup(findProject(project.id), groupId);
      updateFileShape(project, group, input);
      return groupView(project, group);
    },
    deleteGroup: ({ projectId, id }: { projectId: string; id: string }) => {
      const project = findProject(projectId);
      findGroup(project, id);
      project.groups = project.groups.filter((group) => group.id !== id);
      return true;
    },
    changePlan: ({ planId }: { planId: string }) => {
      requireSession();
      const plan = plans.find((candidate) => candidate.id === planId);
      if (!plan) throw new CodedError('Unknown plan.', 'BAD_USER_INPUT');
      if (plan.projectLimit !== null && ownedCount() > plan.projectLimit) {
        throw new CodedError(
          `You own ${ownedCount()} projects; ${plan.name} includes ${plan.projectLimit}.`,
          'PLAN_LIMIT_REACHED',
        );
      }
      store.planId = plan.id;
      store.planSince = new Date().toISOString();
      return subscription();
    },
  };
}
