import { type ExportState, type ExportStructure, projectExportUrl } from '@verba/api-client';
import { useState } from 'react';
import { CheckboxGroup, Dialog, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Link } from '../../components/link/link.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface ExportDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projectId: string;
  languages: readonly { tag: string }[];
  groups: readonly { id: string; name: string }[];
}

const legend = 'font-semibold text-sm';

/** Chooses languages, groups, nested or flat and states, and downloads the project's zip. */
export function ExportDialog({ isOpen, onOpenChange, projectId, languages, groups }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const [chosenLanguages, setLanguages] = useState(languages.map((language) => language.tag));
  const [chosenGroups, setGroups] = useState(groups.map((group) => group.id));
  const [structure, setStructure] = useState<ExportStructure>('nested');
  const [states, setStates] = useState<ExportState[]>(['TRANSLATED', 'REVIEWED']);
  const nothing = chosenLanguages.length === 0 || chosenGroups.length === 0 || states.length === 0;
  const href = projectExportUrl(projectId, {
    languages: chosenLanguages,
    groups: chosenGroups.length === groups.length ? [] : chosenGroups,
    structure,
    states,
  });
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className="flex flex-col gap-4 p-6 outline-none">
        {({ close }) => (
          <>
            <Heading slot="title" className="font-bold text-xl">
              {t('projects.transfer.exportTitle')}
            </Heading>
            <CheckboxGroup value={chosenLanguages} onChange={setLanguages} className="flex flex-col gap-2">
              <Label className={legend}>{t('projects.transfer.exportLanguages')}</Label>
              {languages.map(({ tag }) => (
                <Checkbox key={tag} value={tag}>
                  {languageName(tag, i18n.language)}
                </Checkbox>
              ))}
            </CheckboxGroup>
            {groups.length > 0 && (
              <CheckboxGroup value={chosenGroups} onChange={setGroups} className="flex flex-col gap-2">
                <Label className={legend}>{t('projects.transfer.exportGroups')}</Label>
                {groups.map((group) => (
                  <Checkbox key={group.id} value={group.id}>
                    {group.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
            <RadioGroup
              value={structure}
              onChange={(value) => setStructure(value as ExportStructure)}
              className="flex flex-col gap-2"
            >
              <Label className={legend}>{t('projects.transfer.exportStructure')}</Label>
              {(
                [
                  ['nested', t('projects.transfer.nested')],
                  ['flat', t('projects.transfer.flat')],
                ] as const
              ).map(([value, label]) => (
                <Radio key={value} value={value} className="flex cursor-pointer items-center gap-3">
                  {({ isSelected }) => (
                    <>
                      <span
                        aria-hidden="true"
                        className={`radio ${isSelected ? 'radio-primary' : ''}`}
                        data-selected={isSelected || undefined}
                      />
                      {label}
                    </>
                  )}
                </Radio>
              ))}
            </RadioGroup>
            <CheckboxGroup
              value={states}
              onChange={(value) => setStates(value as ExportState[])}
              className="flex flex-col gap-2"
            >
              <Label className={legend}>{t('projects.transfer.exportStates')}</Label>
              <Checkbox value="TRANSLATED">{t('projects.transfer.stateTranslated')}</Checkbox>
              <Checkbox value="REVIEWED">{t('projects.transfer.stateReviewed')}</Checkbox>
            </CheckboxGroup>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onPress={close}>
                {t('projects.transfer.close')}
              </Button>
              <Link variant="primary" href={href} download="translations.zip" isDisabled={nothing}>
                {t('projects.transfer.download')}
              </Link>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
