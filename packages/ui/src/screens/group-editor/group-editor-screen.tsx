import { useAuth } from '@verba/api-client';
import {
  type EditorKey,
  type GroupEditorQuery,
  useGroupEditor,
  useGroupKeys,
  useRefreshOpenComments,
} from '@verba/api-client/graphql';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../components/link/link.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { languageName } from '../projects-common/languages.ts';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { CellSidePanel, type FocusedCell } from './cell-side-panel.tsx';
import { useCellTabs } from './cell-tabs.tsx';
import { ChecksToolbarFilter, DismissShownBar } from './checks-toolbar.tsx';
import { ColumnPicker } from './column-picker.tsx';
import { CommentBadge } from './comment-badge.tsx';
import { useDismissWarnings } from './dismiss-warnings.tsx';
import { ConflictDialog, KeyPanel, NewKeyDialog, ShortcutSheet } from './editor-dialogs.ts';
import { type EditorColumn, EditorGrid, type EditorGridHandle } from './editor-grid.tsx';
import {
  type EditorFilters,
  filtersFromParams,
  keyFilterOf,
  paramsFromFilters,
  SHOW_FILTERS,
  type ShowFilter,
  showNeedsLanguage,
  storeColumns,
  storedColumns,
} from './editor-model.ts';
import { GlossaryMarksProvider, useGlossaryMarks } from './glossary-marks.tsx';
import { GroupDownloadMenu } from './group-download-menu.tsx';
import { GroupProgress } from './group-progress.tsx';
import { LiveBanner } from './live-banner.tsx';
import { PresenceBadge } from './presence-badge.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import { cellId, useCellSaves } from './use-cell-saves.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { usePhoneLayout } from './use-phone-layout.ts';
import { type EditingPlace, usePresence } from './use-presence.ts';
import { useSidePanelOpen } from './use-side-panel-open.ts';
import { useEditorSuggestions } from './use-suggestions.ts';

export interface GroupEditorScreenProps {
  projectId: string;
  groupId: string;
  /** The page's query string, which holds the filters; stories leave it out and keep them in state. */
  searchParams?: URLSearchParams;
  onSearchParamsChange?: (params: URLSearchParams) => void;
}

type EditorGroup = NonNullable<GroupEditorQuery['group']>;

/** /group/{project}/{group}: the translation editor of one group. */
export function GroupEditorScreen({
  projectId,
  groupId,
  searchParams,
  onSearchParamsChange,
}: GroupEditorScreenProps) {
  const { t } = useTranslation();
  const query = useGroupEditor(projectId, groupId);
  const group = query.data?.group;
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = searchParams ?? ownParams;
  const setParams = onSearchParamsChange ?? setOwnParams;
  const [newKeyOpen, setNewKeyOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  // Beside the grid the panel stays as the viewer left it; on a phone it is a sheet opened on demand.
  const asSheet = usePhoneLayout();
  const [besideOpen, setBesideOpen] = useSidePanelOpen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const panelId = useId();
  const panel: PanelState = {
    id: panelId,
    asSheet,
    isOpen: asSheet ? sheetOpen : besideOpen,
    onOpenChange: asSheet ? setSheetOpen : setBesideOpen,
  };

  return (
    <Page
      size="workspace"
      title={group?.name}
      back={
        group && {
          href: `/project/${group.project.id}`,
          label: t('projects.group.backToProject', { project: group.project.name }),
        }
      }
      actions={
        group && (
          <div className="flex flex-wrap gap-2">
            {group.project.viewerPermissions.editKeys && (
              <Button variant="primary" size="sm" onPress={() => setNewKeyOpen(true)}>
                {t('projects.editor.newKey.open')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-expanded={panel.isOpen}
              aria-controls={panel.isOpen ? panelId : undefined}
              onPress={() => panel.onOpenChange(!panel.isOpen)}
            >
              {t('projects.editor.sidePanel.toggle')}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setHelpOpen(true)}>
              {t('projects.editor.shortcuts.open')}
            </Button>
            <GroupDownloadMenu group={group} languages={group.project.languages} />
            {group.project.viewerPermissions.editKeys && (
              <Link variant="outline" size="sm" href={`/group/${group.project.id}/${group.id}/settings`}>
                {t('projects.group.settingsLink')}
              </Link>
            )}
          </div>
        )
      }
    >
      <QueryView query={query}>
        {({ group }) =>
          group ? (
            <GroupEditor
              group={group}
              params={params}
              setParams={setParams}
              newKeyOpen={newKeyOpen}
              setNewKeyOpen={setNewKeyOpen}
              openHelp={openHelp}
              panel={panel}
            />
          ) : (
            <ResourceNotFound kind="group" />
          )
        }
      </QueryView>
      <Suspense fallback={null}>
        <ShortcutSheet isOpen={helpOpen} onOpenChange={setHelpOpen} />
      </Suspense>
    </Page>
  );
}

interface PanelState {
  id: string;
  asSheet: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

interface GroupEditorProps {
  group: EditorGroup;
  params: URLSearchParams;
  setParams: (params: URLSearchParams) => void;
  newKeyOpen: boolean;
  setNewKeyOpen: (open: boolean) => void;
  openHelp: () => void;
  panel: PanelState;
}

function GroupEditor({
  group,
  params,
  setParams,
  newKeyOpen,
  setNewKeyOpen,
  openHelp,
  panel,
}: GroupEditorProps) {
  const { t, i18n } = useTranslation();
  const project = group.project;
  const base = project.languages.find((language) => language.isBase)?.tag ?? project.baseLanguage;
  const targets = project.languages.filter((language) => !language.isBase).map((language) => language.tag);
  const { editKeys, translateLanguages, reviewLanguages, dismissLanguages } = project.viewerPermissions;
  const { state: auth } = useAuth();
  const viewerId = auth.status === 'signedIn' ? auth.user.id : '';
  const [chosen, setChosen] = useState<string[]>(() => {
    const stored = storedColumns(viewerId, project.id);
    if (stored) return stored.filter((tag) => targets.includes(tag));
    // Until the viewer chooses, the languages they work in: a German translator sees German (and the base).
    const own = targets.filter((tag) => translateLanguages.includes(tag));
    return own.length > 0 ? own : targets;
  });
  const shownTargets = targets.filter((tag) => chosen.includes(tag));
  const columnOf = (tag: string, isBase: boolean): EditorColumn => ({
    tag,
    isBase,
    isReadOnly: !translateLanguages.includes(tag),
    canReview: reviewLanguages.includes(tag),
    canDismiss: dismissLanguages.includes(tag),
  });
  // A phone shows one target language at a time, picked in the toolbar; its first choice is the
  // first language the viewer shows on a wider screen.
  const phone = panel.asSheet;
  const [phoneChoice, setPhoneChoice] = useState<string | null>(null);
  const phoneLanguage = phoneChoice ?? shownTargets[0] ?? targets[0] ?? null;
  const columnTargets = phone ? (phoneLanguage ? [phoneLanguage] : []) : shownTargets;
  const columns: EditorColumn[] = [columnOf(base, true), ...columnTargets.map((tag) => columnOf(tag, false))];
  const readOnlyNote = columns.some((column) => column.isReadOnly)
    ? translateLanguages.length === 0
      ? t('projects.editor.readOnlyAll')
      : t('projects.editor.readOnlySome', {
          languages: translateLanguages.map((tag) => languageName(tag, i18n.language)).join(', '),
        })
    : null;
  const languages = columns.map((column) => column.tag);
  const choose = (next: string[]) => {
    setChosen(next);
    storeColumns(viewerId, project.id, next);
  };
  const [pinBase, setPinBase] = useState(true);

  const filters = filtersFromParams(params, targets[0] ?? base);
  const setFilters = (next: Partial<EditorFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...next }, params));
  const [search, setSearch] = useState(filters.search);
  const searchRef = useRef<HTMLInputElement>(null);
  // Debounced: the URL (and the query) follow the search field 300 ms after the last key.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => setFilters({ search }), 300);
    return () => clearTimeout(timer);
  });

  const { search: searched, show, language: filterLanguage, issueCode, issueSeverity } = filters;
  const keyFilter = useMemo(
    () => keyFilterOf({ search: searched, show, language: filterLanguage, issueCode, issueSeverity }),
    [searched, show, filterLanguage, issueCode, issueSeverity],
  );
  const { query, connection, loadMore } = useGroupKeys({
    projectId: project.id,
    groupId: group.id,
    filter: keyFilter,
    languages,
  });
  // Translators suggest, reviewers decide: the server says whether the viewer's saves are suggestions.
  const suggests = project.viewerPermissions.suggestOnly;
  const saves = useCellSaves({ suggest: suggests });
  const dismiss = useDismissWarnings(project.id, saves);
  const issueFilter = { code: issueCode ?? null, severity: issueSeverity ?? null };
  const suggestions = useEditorSuggestions({
    projectId: project.id,
    groupId: group.id,
    languages,
    translationOf: saves.translationOf,
    onStored: saves.remember,
  });
  const [openKeyId, setOpenKeyId] = useState<string | null>(null);
  const [resolving, setResolving] = useState<string | null>(null);
  const keys = connection?.nodes ?? [];
  const [place, setPlace] = useState<EditingPlace | null>(null);
  const presence = usePresence(project.id, group.id, place);
  const refreshOpenComments = useRefreshOpenComments();
  const live = useLiveUpdates({
    projectId: project.id,
    groupId: group.id,
    keys,
    saves,
    onPresence: presence.onPresence,
    onSuggestion: suggestions.refetch,
    onComment: ({ keyId }) => {
      const key = keys.find((candidate) => candidate.id === keyId);
      if (key) void refreshOpenComments(project.id, group.id, key.name);
    },
  });
  const { othersByCell } = presence;
  const keyBadge = useCallback((key: EditorKey) => <CommentBadge count={key.openCommentCount} />, []);
  const cellBadge = useCallback(
    (id: string) => {
      const others = othersByCell.get(id);
      return others ? <PresenceBadge members={others} /> : null;
    },
    [othersByCell],
  );
  const { byCell, deciding, decide } = suggestions;
  const cellSuggestions = useCallback(
    (key: EditorKey, column: EditorColumn) => (
      <SuggestionList
        suggestions={byCell.get(cellId(key.id, column.tag)) ?? []}
        canDecide={Boolean(column.canReview)}
        deciding={deciding}
        onDecide={(kind, suggestion) => decide(kind, key, suggestion)}
        inGrid
      />
    ),
    [byCell, deciding, decide],
  );
  const onSuggestionKey = (key: EditorKey, column: EditorColumn, kind: 'accept' | 'reject') => {
    const first = byCell.get(cellId(key.id, column.tag))?.[0];
    if (first && column.canReview) decide(kind, key, first);
  };
  const openKey = keys.find((key) => key.id === openKeyId) ?? null;

  const gridHandle = useRef<EditorGridHandle>(null);
  const [active, setActive] = useState<{ keyId: string; language: string | null } | null>(null);
  const activeKey = active ? keys.find((key) => key.id === active.keyId) : undefined;
  const focusedCell: FocusedCell | null = activeKey
    ? {
        key: activeKey,
        column: columns.find((column) => column.tag === active?.language) ?? null,
        fill: (draft, origin) => gridHandle.current?.fill(draft, origin),
      }
    : null;
  // The base text's glossary marks show the focused cell's translation, else the first target column's.
  const markLanguage =
    (focusedCell?.column && !focusedCell.column.isBase ? focusedCell.column.tag : null) ??
    columns.find((column) => !column.isBase)?.tag ??
    null;
  const glossaryMarks = useGlossaryMarks(project.id, markLanguage);
  const cellTabs = useCellTabs({
    projectId: project.id,
    groupId: group.id,
    languages,
    translateLanguages,
    translationOf: saves.translationOf,
    onReverted: saves.remember,
    suggestions,
  });
  const conflict = resolving ? (saves.saves[resolving] ?? null) : null;
  const conflictKey = conflict ? keys.find((key) => key.id === conflict.keyId) : undefined;

  // A new conflict opens its dialog at once: the user sees both texts before anything else.
  const conflictIds = Object.entries(saves.saves)
    .filter(([, save]) => save.status === 'conflict')
    .map(([id]) => id);
  const firstConflict = conflictIds[0] ?? null;
  const shownConflicts = useRef(new Set<string>());
  useEffect(() => {
    if (firstConflict && !shownConflicts.current.has(firstConflict)) {
      shownConflicts.current.add(firstConflict);
      setResolving(firstConflict);
    }
  }, [firstConflict]);

  // `/` and `?` anywhere on the page but in a text field: search, and the shortcut sheet.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target?.closest('input, textarea, select, [role="dialog"]')
      ) {
        return;
      }
      if (event.key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (event.key === '?') {
        event.preventDefault();
        openHelp();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openHelp]);

  const showId = useId();
  const languageId = useId();
  const phoneLanguageId = useId();
  const filtered = filters.search !== '' || filters.show !== 'all';
  const loadMoreStable = useCallback(() => void loadMore(), [loadMore]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <LiveBanner status={live.status} />
      <search
        className="flex flex-wrap items-center gap-x-3 gap-y-2"
        aria-label={t('projects.editor.filtersLabel')}
      >
        <TextField
          label={t('projects.editor.search')}
          type="search"
          value={search}
          onChange={setSearch}
          inputRef={searchRef}
          compact
          className="min-w-32 flex-1 basis-40"
        />
        <div className="flex items-center gap-2">
          <label htmlFor={showId} className="sr-only font-medium text-sm xl:not-sr-only">
            {t('projects.editor.show')}
          </label>
          <select
            id={showId}
            className="select select-sm w-auto"
            value={filters.show}
            onChange={(event) => setFilters({ show: event.currentTarget.value as ShowFilter })}
          >
            {SHOW_FILTERS.map((show) => (
              <option key={show} value={show}>
                {t(`projects.editor.showOptions.${show}`)}
              </option>
            ))}
          </select>
        </div>
        {showNeedsLanguage(filters.show) && (
          <div className="flex items-center gap-2">
            <label htmlFor={languageId} className="sr-only font-medium text-sm xl:not-sr-only">
              {t('projects.editor.inLanguage')}
            </label>
            <select
              id={languageId}
              className="select select-sm w-auto max-w-48"
              value={filters.language}
              onChange={(event) => setFilters({ language: event.currentTarget.value })}
            >
              {[base, ...targets].map((tag) => (
                <option key={tag} value={tag}>
                  {languageName(tag, i18n.language)}
                </option>
              ))}
            </select>
          </div>
        )}
        {filters.show === 'issues' && (
          <ChecksToolbarFilter
            value={issueFilter}
            onChange={({ code, severity }) => setFilters({ issueCode: code, issueSeverity: severity })}
          />
        )}
        {phone && phoneLanguage && (
          <div className="flex items-center gap-2">
            <label htmlFor={phoneLanguageId} className="font-medium text-sm">
              {t('projects.editor.phoneLanguage')}
            </label>
            <select
              id={phoneLanguageId}
              className="select select-sm w-auto max-w-56"
              value={phoneLanguage}
              onChange={(event) => setPhoneChoice(event.currentTarget.value)}
            >
              {targets.map((tag) => (
                <option key={tag} value={tag}>
                  {languageName(tag, i18n.language)}
                </option>
              ))}
            </select>
          </div>
        )}
        {!phone && targets.length > 0 && (
          <ColumnPicker
            base={base}
            targets={targets}
            chosen={shownTargets}
            onChoose={choose}
            pinBase={pinBase}
            onPinBase={setPinBase}
          />
        )}
        <GroupProgress projectId={project.id} groupId={group.id} groupName={group.name} baseLanguage={base} />
        {connection && (
          <p className="text-sm" aria-live="polite">
            {t('projects.editor.keyCount', { count: connection.totalCount })}
          </p>
        )}
      </search>
      {filters.show === 'issues' && (
        <DismissShownBar filter={issueFilter} keys={keys} columns={columns} saves={saves} dismiss={dismiss} />
      )}
      {targets.length === 0 && (
        <p className="text-sm">
          {t('projects.editor.noTargets')}{' '}
          {project.viewerPermissions.manageProject && (
            <Link href={`/project/${project.id}/settings`}>{t('projects.editor.noTargetsLink')}</Link>
          )}
        </p>
      )}
      {readOnlyNote && <p className="text-base-content/80 text-xs">{readOnlyNote}</p>}
      {suggests && <p className="text-base-content/80 text-xs">{t('projects.editor.suggestions.note')}</p>}

      <QueryView query={query}>
        {() => {
          const total = connection?.totalCount ?? 0;
          if (total === 0) {
            return (
              <div className="flex flex-col items-start gap-3 rounded-box border border-base-300 p-6">
                <p>{filtered ? t('projects.editor.noMatch') : t('projects.editor.empty')}</p>
                {!filtered && editKeys && (
                  <Button variant="primary" onPress={() => setNewKeyOpen(true)}>
                    {t('projects.editor.newKey.open')}
                  </Button>
                )}
              </div>
            );
          }
          return (
            // The grid is the page's one scroll container: it fills what the toolbar leaves.
            <div className="flex min-h-0 flex-1 gap-4">
              <div className="flex min-h-0 min-w-0 flex-1 flex-col">
                <GlossaryMarksProvider value={glossaryMarks}>
                  <EditorGrid
                    handleRef={gridHandle}
                    onActiveChange={setActive}
                    label={t('projects.editor.gridLabel', { group: group.name })}
                    keys={keys}
                    totalCount={total}
                    columns={columns}
                    pinBase={pinBase}
                    stacked={phone}
                    saves={saves}
                    liveCells={live.liveCells}
                    keyBadge={keyBadge}
                    cellBadge={cellBadge}
                    cellSuggestions={cellSuggestions}
                    onSuggestionKey={onSuggestionKey}
                    onEditingChange={setPlace}
                    onLoadMore={loadMoreStable}
                    onOpenKey={(key: EditorKey) => setOpenKeyId(key.id)}
                    onResolve={setResolving}
                    onDismissIssue={(key, language, code) => void dismiss.run([{ key, language, code }])}
                  />
                </GlossaryMarksProvider>
              </div>
              <CellSidePanel
                id={panel.id}
                tabs={cellTabs}
                cell={focusedCell}
                isOpen={panel.isOpen}
                onOpenChange={panel.onOpenChange}
                asSheet={panel.asSheet}
              />
            </div>
          );
        }}
      </QueryView>

      <Suspense fallback={null}>
        <NewKeyDialog
          groupId={group.id}
          languages={languages}
          isOpen={newKeyOpen}
          onOpenChange={setNewKeyOpen}
          onCreated={() => undefined}
        />
        <KeyPanel
          projectId={project.id}
          groupId={group.id}
          editorKey={openKey}
          languages={languages}
          groups={project.groups}
          onClose={() => setOpenKeyId(null)}
          translationOf={saves.translationOf}
          onReverted={saves.remember}
          canEditKeys={editKeys}
          translateLanguages={translateLanguages}
        />
        <ConflictDialog
          save={conflict}
          keyName={conflictKey?.name ?? ''}
          onClose={() => setResolving(null)}
          onKeepMine={() => {
            if (resolving) void saves.overwrite(resolving);
            setResolving(null);
          }}
          onTakeTheirs={() => {
            if (resolving) saves.takeTheirs(resolving);
            setResolving(null);
          }}
          onSaveMerged={(draft) => {
            if (resolving) void saves.overwrite(resolving, draft);
            setResolving(null);
          }}
        />
      </Suspense>
    </div>
  );
}
