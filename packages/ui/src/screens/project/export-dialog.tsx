import {
  type ExchangeFormat,
  type ExchangeState,
  type ExportState,
  type ExportStructure,
  projectExchangeUrl,
  projectExportUrl,
} from '@verba/api-client';
import { type ReactNode, useState } from 'react';
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
  baseLanguage: string;
  languages: readonly { tag: string }[];
  groups: readonly { id: string; name: string }[];
}

type Format = 'json' | ExchangeFormat;

const legend = 'font-semibold text-sm';

/** One choice of a radio group, drawn as the kit's radio. */
function Choice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio value={value} className="flex cursor-pointer items-center gap-3">
      {({ isSelected }) => (
        <>
          <span
            aria-hidden="true"
            className={`radio ${isSelected ? 'radio-primary' : ''}`}
            data-selected={isSelected || undefined}
          />
          {children}
        </>
      )}
    </Radio>
  );
}

/**
 * Chooses a format: i18next JSON (languages, groups, nested or flat, states: the project's zip),
 * or an exchange file for an agency's tool (XLIFF 1.2, XLIFF 2.0, PO: one target language, groups,
 * and the states to hand out), and downloads it.
 */
export function ExportDialog({
  isOpen,
  onOpenChange,
  projectId,
  baseLanguage,
  languages,
  groups,
}: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const targets = languages.filter((language) => language.tag !== baseLanguage);
  const [format, setFormat] = useState<Format>('json');
  const [chosenLanguages, setLanguages] = useState(languages.map((language) => language.tag));
  const [target, setTarget] = useState(targets[0]?.tag ?? '');
  const [chosenGroups, setGroups] = useState(groups.map((group) => group.id));
  const [structure, setStructure] = useState<ExportStructure>('nested');
  const [states, setStates] = useState<ExportState[]>(['TRANSLATED', 'REVIEWED']);
  const [exchangeStates, setExchangeStates] = useState<ExchangeState[]>(['EMPTY']);
  const exchange = format !== 'json';
  const someGroups = chosenGroups.length === groups.length ? [] : chosenGroups;
  const nothing = exchange
    ? target === '' || chosenGroups.length === 0 || exchangeStates.length === 0
    : chosenLanguages.length === 0 || chosenGroups.length === 0 || states.length === 0;
  const href = exchange
    ? projectExchangeUrl(projectId, { language: target, format, groups: someGroups, states: exchangeStates })
    : projectExportUrl(projectId, { languages: chosenLanguages, groups: someGroups, structure, states });
  const fileName = exchange ? `${target}.${format === 'po' ? 'po' : 'xlf'}` : 'translations.zip';
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className="flex flex-col gap-4 p-6 outline-none">
        {({ close }) => (
          <>
            <Heading slot="title" className="font-bold text-xl">
              {t('projects.transfer.exportTitle')}
            </Heading>
            <RadioGroup
              value={format}
              onChange={(value) => setFormat(value as Format)}
              className="flex flex-col gap-2"
            >
              <Label className={legend}>{t('projects.transfer.exportFormat')}</Label>
              <Choice value="json">{t('projects.transfer.formatJson')}</Choice>
              <Choice value="xliff12">{t('projects.transfer.formatXliff12')}</Choice>
              <Choice value="xliff2">{t('projects.transfer.formatXliff2')}</Choice>
              <Choice value="po">{t('projects.transfer.formatPo')}</Choice>
            </RadioGroup>
            {exchange ? (
              <RadioGroup value={target} onChange={setTarget} className="flex flex-col gap-2">
                <Label className={legend}>{t('projects.transfer.exportTargetLanguage')}</Label>
                {targets.map(({ tag }) => (
                  <Choice key={tag} value={tag}>
                    {languageName(tag, i18n.language)}
                  </Choice>
                ))}
                {targets.length === 0 && (
                  <p className="text-base-content/80 text-sm">{t('projects.transfer.exportNoTargets')}</p>
                )}
              </RadioGroup>
            ) : (
              <CheckboxGroup value={chosenLanguages} onChange={setLanguages} className="flex flex-col gap-2">
                <Label className={legend}>{t('projects.transfer.exportLanguages')}</Label>
                {languages.map(({ tag }) => (
                  <Checkbox key={tag} value={tag}>
                    {languageName(tag, i18n.language)}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
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
            {exchange ? (
              <CheckboxGroup
                value={exchangeStates}
                onChange={(value) => setExchangeStates(value as ExchangeState[])}
                className="flex flex-col gap-2"
              >
                <Label className={legend}>{t('projects.transfer.exportStates')}</Label>
                <Checkbox value="EMPTY">{t('projects.transfer.stateEmpty')}</Checkbox>
                <Checkbox value="TRANSLATED">{t('projects.transfer.stateTranslated')}</Checkbox>
                <Checkbox value="REVIEWED">{t('projects.transfer.stateReviewed')}</Checkbox>
              </CheckboxGroup>
            ) : (
              <>
                <RadioGroup
                  value={structure}
                  onChange={(value) => setStructure(value as ExportStructure)}
                  className="flex flex-col gap-2"
                >
                  <Label className={legend}>{t('projects.transfer.exportStructure')}</Label>
                  <Choice value="nested">{t('projects.transfer.nested')}</Choice>
                  <Choice value="flat">{t('projects.transfer.flat')}</Choice>
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
              </>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onPress={close}>
                {t('projects.transfer.close')}
              </Button>
              <Link variant="primary" href={href} download={fileName} isDisabled={nothing}>
                {exchange ? t('projects.transfer.downloadExchange') : t('projects.transfer.download')}
              </Link>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
