import type { ReactNode } from 'react';
import {
  type DirectoryDropItem,
  type DropItem,
  DropZone,
  type FileDropItem,
  FileTrigger,
} from 'react-aria-components';
import { Button } from '../button/button.tsx';

/** A chosen or dropped file, with its path inside a dropped folder (else its name). */
export interface PickedFile {
  path: string;
  file: File;
}

/** A dropped folder's files, with their paths inside it. */
async function filesOfDirectory(directory: DirectoryDropItem, prefix: string): Promise<PickedFile[]> {
  const files: PickedFile[] = [];
  for await (const entry of directory.getEntries()) {
    const path = `${prefix}${directory.name}/`;
    if (entry.kind === 'file') files.push({ path: `${path}${entry.name}`, file: await entry.getFile() });
    else if (entry.kind === 'directory') files.push(...(await filesOfDirectory(entry, path)));
  }
  return files;
}

async function pickedFromDrop(items: DropItem[], folders: boolean): Promise<PickedFile[]> {
  const files: PickedFile[] = [];
  for (const item of items) {
    if (item.kind === 'file') {
      const file = await (item as FileDropItem).getFile();
      files.push({ path: file.name, file });
    } else if (folders && item.kind === 'directory') files.push(...(await filesOfDirectory(item, '')));
  }
  return files;
}

export interface FileDropZoneProps {
  /** The zone's accessible name. */
  label: string;
  /** What to drop, and its limits, said before anyone chooses. */
  hint: ReactNode;
  /** Shown while a file is dragged over the zone. */
  activeHint: string;
  /** The file dialog button's text. */
  chooseLabel: string;
  /** Types and extensions the file dialog offers (`.tmx`, `application/zip`). */
  acceptedFileTypes: string[];
  /** Several files and dropped folders (their files, paths kept); else the first file alone. */
  allowsMultiple?: boolean;
  onFiles(files: PickedFile[]): void;
}

/**
 * The kit's file import: a drop zone with a button for those who prefer a file dialog. The import
 * screens (a project's files, the account's TMX) hand what was picked to their upload.
 */
export function FileDropZone({
  label,
  hint,
  activeHint,
  chooseLabel,
  acceptedFileTypes,
  allowsMultiple = false,
  onFiles,
}: FileDropZoneProps) {
  const hand = (files: PickedFile[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  };
  return (
    <DropZone
      aria-label={label}
      onDrop={async (event) => hand(await pickedFromDrop(event.items, allowsMultiple))}
      className="flex flex-col items-center gap-3 rounded-box border-2 border-base-300 border-dashed p-6 text-center data-drop-target:border-primary data-drop-target:bg-primary/10"
    >
      {({ isDropTarget }) => (
        <>
          <p className="text-base-content/80">{isDropTarget ? activeHint : hint}</p>
          <FileTrigger
            allowsMultiple={allowsMultiple}
            acceptedFileTypes={acceptedFileTypes}
            onSelect={(list) =>
              hand([...(list ?? [])].map((file) => ({ path: file.webkitRelativePath || file.name, file })))
            }
          >
            <Button variant="outline" size="sm">
              {chooseLabel}
            </Button>
          </FileTrigger>
        </>
      )}
    </DropZone>
  );
}
