import type { EditorKey } from '@verba/api-client/graphql';
import { type ReactNode, useState } from 'react';
import { Dialog, Heading, type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { languageName } from '../projects-common/languages.ts';
import type { EditorColumn } from './editor-grid.tsx';
import type { Draft } from './editor-model.ts';
import type { TakenOrigin } from './use-cell-saves.ts';

/** The grid's active cell: a key, and its language's column (null on the key's own cell). */
export interface FocusedCell {
  key: EditorKey;
  column: EditorColumn | null;
  /**
   * Opens the cell for editing with this text (an aid's suggestion taken); saved like any edit,
   * with the aid's origin while the person leaves the text as it is.
   */
  fill: (draft: Draft, origin?: TakenOrigin) => void;
}

/**
 * One tab of the side panel. A screen passes the list; a new aid (memory, machine, glossary) is
 * one more entry: its id, its label, and what it shows for the focused cell.
 */
export interface CellTab {
  id: string;
  label: string;
  render: (cell: FocusedCell) => ReactNode;
}

export interface CellSidePanelProps {
  /** The element id the toggle button controls. */
  id: string;
  tabs: readonly CellTab[];
  cell: FocusedCell | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** On a phone the panel is a sheet over the editor (the kit's modal); beside the grid otherwise. */
  asSheet: boolean;
}

/** The focused cell's details in tabs (history, comments, suggestions and the translator aids). */
export function CellSidePanel({ id, tabs, cell, isOpen, onOpenChange, asSheet }: CellSidePanelProps) {
  const { t } = useTranslation();
  // Kept across cells and between the side and the sheet: the viewer stays on the tab they chose.
  const [selected, setSelected] = useState<Key>(tabs[0]?.id ?? '');
  const body = <PanelTabs tabs={tabs} cell={cell} selected={selected} onSelect={setSelected} />;

  if (asSheet) {
    return (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
        <Dialog
          id={id}
          aria-label={t('projects.editor.sidePanel.label')}
          className="flex flex-col gap-3 p-4 outline-none"
        >
          <div className="flex items-start justify-between gap-2">
            <Heading slot="title" level={2} className="min-w-0 font-semibold">
              <CellHeading cell={cell} />
            </Heading>
            <Button variant="ghost" size="sm" slot="close">
              {t('projects.editor.sidePanel.close')}
            </Button>
          </div>
          {body}
        </Dialog>
      </Modal>
    );
  }
  if (!isOpen) return null;
  return (
    <aside
      id={id}
      aria-label={t('projects.editor.sidePanel.label')}
      className="flex min-h-0 w-80 shrink-0 flex-col gap-3 overflow-y-auto rounded-box border border-base-300 p-3 xl:w-96"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold">
          <CellHeading cell={cell} />
        </h2>
        <Button variant="ghost" size="sm" onPress={() => onOpenChange(false)}>
          {t('projects.editor.sidePanel.hide')}
        </Button>
      </div>
      {body}
    </aside>
  );
}

function CellHeading({ cell }: { cell: FocusedCell | null }) {
  const { t, i18n } = useTranslation();
  if (!cell) return t('projects.editor.sidePanel.label');
  return (
    <>
      <span className="block font-mono text-sm wrap-anywhere">{cell.key.name}</span>
      <span className="block font-normal text-base-content/80 text-sm">
        {cell.column ? languageName(cell.column.tag, i18n.language) : t('projects.editor.comments.keyItself')}
      </span>
    </>
  );
}

interface PanelTabsProps {
  tabs: readonly CellTab[];
  cell: FocusedCell | null;
  selected: Key;
  onSelect: (key: Key) => void;
}

/** React Aria's tabs: arrows move between them, Tab goes into the panel. */
function PanelTabs({ tabs, cell, selected, onSelect }: PanelTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs selectedKey={selected} onSelectionChange={onSelect} className="flex min-h-0 flex-col gap-3">
      <TabList
        aria-label={t('projects.editor.sidePanel.tabsLabel')}
        className="flex shrink-0 flex-wrap border-base-300 border-b"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            // Utilities, not daisyUI's tab (left out of the CSS, styles.css).
            className={({ isSelected, isFocusVisible }) =>
              [
                '-mb-px shrink-0 cursor-pointer border-b-2 px-3 py-2 text-sm',
                isSelected
                  ? 'border-primary font-semibold'
                  : 'border-transparent text-base-content/80 hover:text-base-content',
                isFocusVisible
                  ? 'rounded-t-field outline-2 outline-(--color-focus-ring) -outline-offset-2'
                  : 'outline-none',
              ]
                .filter(Boolean)
                .join(' ')
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="outline-none focus-visible:outline-2 focus-visible:outline-(--color-focus-ring)"
        >
          {cell ? tab.render(cell) : <p className="text-sm">{t('projects.editor.sidePanel.noCell')}</p>}
        </TabPanel>
      ))}
    </Tabs>
  );
}
