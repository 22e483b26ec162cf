import type { ImportUpload } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { FileDropZone, type PickedFile } from '../../components/file-drop-zone/file-drop-zone.tsx';

export interface ImportDropZoneProps {
  onFiles(upload: ImportUpload): void;
  /** glossary: one CSV file, the glossary page's import (aids contract). */
  kind?: 'files' | 'glossary';
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

/**
 * The project import's drop zone: zips, i18next JSON files, folders, an agency's XLIFF or PO file;
 * on the glossary page one CSV file (the first dropped or picked).
 */
export function ImportDropZone({ onFiles, kind = 'files' }: ImportDropZoneProps) {
  const { t } = useTranslation();
  if (kind === 'glossary') {
    return (
      <FileDropZone
        label={t('projects.glossary.dropZone')}
        hint={t('projects.glossary.dropHint')}
        activeHint={t('projects.transfer.dropActive')}
        chooseLabel={t('projects.glossary.chooseFile')}
        acceptedFileTypes={['text/csv', '.csv']}
        onFiles={([first]) => first && onFiles({ kind: 'glossary', file: first.file })}
      />
    );
  }
  return (
    <FileDropZone
      label={t('projects.transfer.dropZone')}
      hint={t('projects.transfer.dropHint')}
      activeHint={t('projects.transfer.dropActive')}
      chooseLabel={t('projects.transfer.chooseFiles')}
      acceptedFileTypes={['application/zip', '.zip', 'application/json', '.json', '.xlf', '.xliff', '.po']}
      allowsMultiple
      onFiles={(files) => onFiles(uploadOf(files))}
    />
  );
}
