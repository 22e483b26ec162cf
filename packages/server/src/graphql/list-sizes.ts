import { glossaryLimits, PROJECT_LANGUAGES_MAX, THREAD_PAGE_MAX } from '@verba/contract';
import { CHECK_CODES } from '@verba/formats';
import { PROVIDER_NAMES } from '../machine/provider.ts';
import { MEMORY_PREVIEW_SAMPLE } from '../memory/memory-import-service.ts';
import { MEMORY_MATCHES_MAX } from '../memory/memory-service.ts';
import { plans } from '../plans/plans.ts';
import { OPEN_SUGGESTIONS_MAX } from '../suggestions/suggestion-service.ts';
import { limits } from '../workspace/workspace-rules.ts';

// The one place that says how many items each list of the schema stands for when an operation's
// cost is counted. A test fails when the schema gains a list field that is missing here.

/** A project's languages, base included: the cap addLanguages and imports keep. */
export const MAX_PROJECT_LANGUAGES = PROJECT_LANGUAGES_MAX;
/**
 * The projects an account is assumed to own: the largest limit a plan sets (Pro's 25). A Business
 * account may own more; its own data then runs longer, within the deadline and the answer cap.
 */
export const ASSUMED_PROJECTS = Math.max(...plans.map((plan) => plan.projectLimit ?? 0));
/** A project's groups are its translation files; no plan limits them, and 100 is many. */
export const ASSUMED_GROUPS = 100;
/** A project's members or open invitations: the largest member limit a plan sets (Pro's 50). */
export const ASSUMED_MEMBERS = Math.max(...plans.map((plan) => plan.memberLimit ?? 0));
/** A project's API keys: no plan limits them, and a project has a few per pipeline. */
export const ASSUMED_API_KEYS = 50;
/** A project's webhooks: no plan limits them, and a project has a few per integration. */
export const ASSUMED_WEBHOOKS = 20;
/** The most deliveries one Webhook.deliveries page holds. */
export const WEBHOOK_DELIVERIES_PAGE = 100;
/** A project's distributions (pipeline contract, releases): one per app and environment, and 20 is many. */
export const ASSUMED_DISTRIBUTIONS = 20;
/**
 * A machine suggestion calls every provider: it weighs as this many objects, so one operation asks
 * for a few keys' suggestions (MAX_COST / this), never a page of them.
 */
export const MACHINE_SUGGESTIONS_COST = 5000;
/**
 * The glossary terms found in one key's base text (Key.terms): a sentence holds a few; found from
 * the project's glossary, read once a request, so each costs no more work than an object.
 */
export const ASSUMED_KEY_TERMS = 20;
/** Lists not named below (introspection's types, fields, args). */
export const OTHER_LIST_SIZE = 100;

type Args = Record<string, unknown>;
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** Items of each list field, by its schema coordinate, from the field's arguments. */
export const listSizes: Readonly<Record<string, (args: Args) => number>> = {
  'Query.plans': () => plans.length,
  'Viewer.projects': () => ASSUMED_PROJECTS,
  'Project.groups': () => ASSUMED_GROUPS,
  'Project.languages': () => MAX_PROJECT_LANGUAGES,
  'Project.progress': () => MAX_PROJECT_LANGUAGES,
  'Group.progress': () => MAX_PROJECT_LANGUAGES,
  // One per page item: Group.keys multiplies its whole selection by `first`.
  'KeyConnection.nodes': () => 1,
  'Key.translations': ({ languages }) =>
    Array.isArray(languages) ? Math.min(languages.length, MAX_PROJECT_LANGUAGES) : MAX_PROJECT_LANGUAGES,
  'Key.history': ({ first }) => first as number,
  // A page of a thread: at most THREAD_PAGE_MAX.
  'Key.comments': ({ first }) => first as number,
  'Key.suggestions': ({ first }) => first as number,
  'Key.memory': ({ first }) => first as number,
  // readTmx tells at most 100 issues.
  'MemoryImport.issues': () => 100,
  'MemoryImportPreview.issues': () => 100,
  'MemoryImportPreview.sample': () => MEMORY_PREVIEW_SAMPLE,
  // The service answers at most this many.
  'Group.openSuggestions': () => OPEN_SUGGESTIONS_MAX,
  'Project.members': () => ASSUMED_MEMBERS,
  'Project.invitations': () => ASSUMED_MEMBERS,
  'Project.apiKeys': () => ASSUMED_API_KEYS,
  'ApiKey.scopes': () => 3,
  // A project's distributions: no plan limits them, and an app has one per environment.
  'Project.distributions': () => ASSUMED_DISTRIBUTIONS,
  'Distribution.states': () => 3,
  'Release.languages': () => MAX_PROJECT_LANGUAGES,
  'Project.webhooks': () => ASSUMED_WEBHOOKS,
  'Project.machineProviders': () => PROVIDER_NAMES.length,
  'Key.machine': () => MACHINE_SUGGESTIONS_COST,
  'Project.checks': () => CHECK_CODES.length,
  // One count per language and code at most.
  'Project.issueSummary': ({ languages }) =>
    (Array.isArray(languages) ? Math.min(languages.length, MAX_PROJECT_LANGUAGES) : MAX_PROJECT_LANGUAGES) *
    CHECK_CODES.length,
  'Webhook.deliveries': ({ first }) => first as number,
  // One per page item: Project.glossary multiplies its whole selection by `first`.
  'GlossaryConnection.nodes': () => 1,
  'Key.terms': () => ASSUMED_KEY_TERMS,
  // Open invitations to one address: one per project at most, and as many projects as a plan holds.
  'Viewer.invitations': () => ASSUMED_PROJECTS,
  'Mutation.addLanguages': () => MAX_PROJECT_LANGUAGES,
  'Mutation.inviteMembers': ({ input }) => lengthOf(input),
  'Mutation.createKeys': ({ input }) => lengthOf(input),
  'Mutation.moveKeys': ({ ids }) => lengthOf(ids),
  'Mutation.setTranslations': ({ input }) => lengthOf(input),
};

/** The arguments listSizes and pagedFields read: only variables inside them change a cost. */
export const sizingArguments: ReadonlySet<string> = new Set(['first', 'languages', 'input', 'ids']);

/** Fields whose `first` sets a page's size, checked against 1..max before anything runs. */
export const pagedFields: Readonly<Record<string, number>> = {
  'Group.keys': limits.pageSize,
  'Key.history': limits.history,
  'Key.comments': THREAD_PAGE_MAX,
  'Key.suggestions': THREAD_PAGE_MAX,
  'Key.memory': MEMORY_MATCHES_MAX,
  'Webhook.deliveries': WEBHOOK_DELIVERIES_PAGE,
  'Project.glossary': glossaryLimits.pageSize,
};

/**
 * Objects built with their parent whatever is selected (a translation's plural forms, at most 6,
 * and its issues, one per check code at most; a page's pageInfo): like scalars, they add bytes, capped by the
 * answer's size limit, but no work.
 */
export const embeddedFields: ReadonlySet<string> = new Set([
  'Translation.forms',
  'Suggestion.forms',
  'Translation.issues',
  'MachineSuggestion.issues',
  'KeyConnection.pageInfo',
  // A term's translations and forbidden variants are a column of its row.
  'GlossaryTerm.translations',
  'GlossaryConnection.pageInfo',
]);
