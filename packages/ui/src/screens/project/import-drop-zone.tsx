import type { ImportUpload } from '@verba/api-client';
import {
  type DirectoryDropItem,
  type DropItem,
  DropZone,
  type FileDropItem,
  FileTrigger,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';

export interface ImportDropZoneProps {
  onFiles(upload: ImportUpload): void;
  /** glossary: one CSV file, the glossary page's import (aids contract). */
  kind?: 'files' | 'glossary';
}

interface PickedFile {
  path: string;
  file: File;
}

/** A dropped folder's files, with their paths inside it (they name language and group). */
async function filesOfDirectory(directory: DirectoryDropItem, prefix: string): Promise<PickedFile[]> {
  const files: PickedFile[] = [];
  for await (const entry of directory.getEntries()) {
    const path = `${prefix}${directory.name}/`;
    if (entry.kind === 'file') files.push({ path: `${path}${entry.name}`, file: await entry.getFile() });
    else if (entry.kind === 'directory') files.push(...(await filesOfDirectory(entry, path)));
  }
  return files;
}

/**
 * A single zip goes as it is, and so does a single XLIFF or PO file (an agency's exchange file);
 * anything else (JSON files, a folder) goes zipped, paths kept.
 */
function uploadOf(files: PickedFile[]): ImportUpload {
  const [first] = files;
  if (files.length === 1 && first && /\.zip$/i.test(first.file.name))
    return { kind: 'zip', file: first.file };
  if (files.length === 1 && first && /\.(xlf|xliff|po)$/i.test(first.file.name))
    return { kind: 'exchange', file: first.file, name: first.file.name };
  return { kind: 'files', files };
}

async function pickedFromDrop(items: DropItem[]): Promise<PickedFile[]> {
  const files: PickedFile[] = [];
  for (const item of items) {
    if (item.kind === 'file') {
      const file = await (item as FileDropItem).getFile();
      files.push({ path: file.name, file });
    } else if (item.kind === 'directory') files.push(...(await filesOfDirectory(item, '')));
  }
  return files;
}

/** The drop zone of the import, with a button for those who prefer a file dialog. */
export function ImportDropZone({ onFiles, kind = 'files' }: ImportDropZoneProps) {
  const { t } = useTranslation();
  const glossary = kind === 'glossary';
  // A glossary is one CSV: the first file dropped or picked.
  const send = (files: PickedFile[]) => {
    const [first] = files;
    if (!first) return;
    onFiles(glossary ? { kind: 'glossary', file: first.file } : uploadOf(files));
  };
  const pick = (list: FileList | null) =>
    send([...(list ?? [])].map((file) => ({ path: file.webkitRelativePath || file.name, file })));
  return (
    <DropZone
      aria-label={glossary ? t('projects.glossary.dropZone') : t('projects.transfer.dropZone')}
      onDrop={async (event) => send(await pickedFromDrop(event.items))}
      className="flex flex-col items-center gap-3 rounded-box border-2 border-base-300 border-dashed p-6 text-center data-drop-target:border-primary data-drop-target:bg-primary/10"
    >
      {({ isDropTarget }) => (
        <>
          <p className="text-base-content/80">
            {isDropTarget
              ? t('projects.transfer.dropActive')
              : glossary
                ? t('projects.glossary.dropHint')
                : t('projects.transfer.dropHint')}
          </p>
          <FileTrigger
            allowsMultiple={!glossary}
            acceptedFileTypes={
              glossary
                ? ['text/csv', '.csv']
                : ['application/zip', '.zip', 'application/json', '.json', '.xlf', '.xliff', '.po']
            }
            onSelect={pick}
          >
            <Button variant="outline" size="sm">
              {glossary ? t('projects.glossary.chooseFile') : t('projects.transfer.chooseFiles')}
            </Button>
          </FileTrigger>
        </>
      )}
    </DropZone>
  );
}
