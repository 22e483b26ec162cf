import {
  isJobFinished,
  type Job,
  type PretranslateSource,
  useCancelJob,
  useJobProgress,
  usePretranslate,
  usePretranslateOptions,
} from '@verba/api-client/graphql';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  CheckboxGroup,
  Dialog,
  FieldError,
  Heading,
  Label,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Modal } from '../../components/modal/modal.tsx';
import { MACHINE_SETUP_URL } from '../group-editor/machine-suggestions.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface PretranslateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projectId: string;
  baseLanguage: string;
  languages: readonly { tag: string }[];
  groups: readonly { id: string; name: string }[];
  /** The job being followed (kept by the opener, so closing and reopening shows it again). */
  jobId: string | null;
  onJobChange: (jobId: string | null) => void;
  /** A job ended: the page reloads its progress. */
  onFinished?: () => void;
}

const SOURCES: readonly PretranslateSource[] = ['MEMORY_THEN_MACHINE', 'MEMORY', 'MACHINE'];
const usesMemory = (source: PretranslateSource) => source !== 'MACHINE';
const usesMachine = (source: PretranslateSource) => source !== 'MEMORY';
const legend = 'font-semibold text-sm';
const groupClass = 'flex flex-col gap-2';

/** One choice of a radio group, drawn as the kit's radio. */
function Choice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio value={value} className="flex cursor-pointer items-center gap-3">
      {({ isSelected }) => (
        <>
          <span aria-hidden="true" className={`radio ${isSelected ? 'radio-primary' : ''}`} />
          {children}
        </>
      )}
    </Radio>
  );
}

/**
 * Project → Pre-translate (aids contract): fills the EMPTY values of the chosen languages and
 * groups from the translation memory, a machine translation provider, or the memory and then the
 * provider; then follows the job's progress with Cancel, and says how it ended.
 */
export function PretranslateDialog(props: PretranslateDialogProps) {
  const { isOpen, onOpenChange, jobId } = props;
  const { t } = useTranslation();
  const { job } = useJobProgress(props.projectId, jobId);
  const running = jobId !== null && (job === null || !isJobFinished(job));
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className="flex flex-col gap-4 p-6 outline-none">
        {({ close }) => (
          <>
            <Heading slot="title" className="font-bold text-xl">
              {t('projects.pretranslate.title')}
            </Heading>
            {jobId === null ? (
              <PretranslateForm {...props} close={close} />
            ) : (
              <JobProgress
                job={job}
                running={running}
                close={close}
                onFinished={props.onFinished}
                onAgain={() => props.onJobChange(null)}
              />
            )}
          </>
        )}
      </Dialog>
    </Modal>
  );
}

interface FormProps extends PretranslateDialogProps {
  close: () => void;
}

function PretranslateForm({ projectId, baseLanguage, languages, groups, onJobChange, close }: FormProps) {
  const { t, i18n } = useTranslation();
  const options = usePretranslateOptions(projectId);
  const providers = options.data?.project?.machineProviders ?? null;
  const targets = languages.filter((language) => language.tag !== baseLanguage).map(({ tag }) => tag);
  const schema = useMemo(
    () =>
      z.object({
        languages: z.array(z.string()).check(z.minLength(1, t('projects.pretranslate.chooseLanguage'))),
        groups: z.array(z.string()).check(z.minLength(1, t('projects.pretranslate.chooseGroup'))),
        source: z.enum(['MEMORY', 'MACHINE', 'MEMORY_THEN_MACHINE']),
        similarity: z.string().check(
          z.refine((text) => {
            const percent = Number(text.trim());
            return text.trim() !== '' && Number.isInteger(percent) && percent >= 50 && percent <= 100;
          }, t('projects.pretranslate.similarityRange')),
        ),
        provider: z.string(),
      }),
    [t],
  );
  const form = useZodForm(schema, {
    languages: targets,
    groups: groups.map((group) => group.id),
    source: 'MEMORY' as PretranslateSource,
    similarity: '100',
    provider: '',
  });
  // Once the providers are known: memory then machine, with the first provider, when there is one.
  const chosenDefaults = useRef(false);
  useEffect(() => {
    if (providers === null || chosenDefaults.current) return;
    chosenDefaults.current = true;
    if (providers.length > 0) {
      form.setValue('source', 'MEMORY_THEN_MACHINE');
      form.setValue('provider', providers[0] as string);
    }
  }, [providers, form]);
  const source = useWatch({ control: form.control, name: 'source' }) as PretranslateSource;
  const chosenLanguages = useController({ control: form.control, name: 'languages' });
  const chosenGroups = useController({ control: form.control, name: 'groups' });
  const chosenSource = useController({ control: form.control, name: 'source' });
  const chosenProvider = useController({ control: form.control, name: 'provider' });
  const [pretranslate] = usePretranslate();
  const noProvider = usesMachine(source) && providers !== null && providers.length === 0;
  const sourceNames: Record<PretranslateSource, string> = {
    MEMORY_THEN_MACHINE: t('projects.pretranslate.sourceMemoryThenMachine'),
    MEMORY: t('projects.pretranslate.sourceMemory'),
    MACHINE: t('projects.pretranslate.sourceMachine'),
  };
  const providerNames: Record<string, string> = {
    deepl: t('projects.editor.machine.provider.deepl'),
    libretranslate: t('projects.editor.machine.provider.libretranslate'),
    openai: t('projects.editor.machine.provider.openai'),
  };

  const submit = useFormSubmit(
    form,
    async (values) => {
      const allGroups = values.groups.length === groups.length;
      const result = await pretranslate({
        projectId,
        input: {
          languages: values.languages,
          ...(allGroups ? {} : { groupIds: values.groups }),
          source: values.source,
          ...(usesMemory(values.source) ? { minSimilarity: Number(values.similarity) / 100 } : {}),
          ...(usesMachine(values.source) && values.provider ? { provider: values.provider } : {}),
        },
      });
      if (result.ok) onJobChange(result.data.pretranslate.id);
      // The server's fields are the input's: show them at this form's.
      if (!result.ok && result.field === 'minSimilarity') return { ...result, field: 'similarity' };
      if (!result.ok && result.field === 'groupIds') return { ...result, field: 'groups' };
      return result;
    },
    { fallback: t('projects.pretranslate.startFailed') },
  );

  if (targets.length === 0) {
    return (
      <>
        <p className="text-sm">{t('projects.pretranslate.noTargets')}</p>
        <div className="flex justify-end">
          <Button variant="ghost" onPress={close}>
            {t('projects.pretranslate.close')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Form onSubmit={submit.onSubmit} aria-label={t('projects.pretranslate.title')}>
      <p className="text-base-content/80 text-sm">{t('projects.pretranslate.intro')}</p>
      <CheckboxGroup
        value={chosenLanguages.field.value}
        onChange={chosenLanguages.field.onChange}
        isInvalid={chosenLanguages.fieldState.invalid}
        className={groupClass}
      >
        <Label className={legend}>{t('projects.pretranslate.languages')}</Label>
        {targets.map((tag) => (
          <Checkbox key={tag} value={tag}>
            {languageName(tag, i18n.language)}
          </Checkbox>
        ))}
        <FieldError className="text-error text-sm">{chosenLanguages.fieldState.error?.message}</FieldError>
      </CheckboxGroup>
      {groups.length > 0 && (
        <CheckboxGroup
          value={chosenGroups.field.value}
          onChange={chosenGroups.field.onChange}
          isInvalid={chosenGroups.fieldState.invalid}
          className={groupClass}
        >
          <Label className={legend}>{t('projects.pretranslate.groups')}</Label>
          {groups.map((group) => (
            <Checkbox key={group.id} value={group.id}>
              {group.name}
            </Checkbox>
          ))}
          <FieldError className="text-error text-sm">{chosenGroups.fieldState.error?.message}</FieldError>
        </CheckboxGroup>
      )}
      <RadioGroup
        value={chosenSource.field.value}
        onChange={(value) => chosenSource.field.onChange(value)}
        className={groupClass}
      >
        <Label className={legend}>{t('projects.pretranslate.source')}</Label>
        {SOURCES.map((value) => (
          <Choice key={value} value={value}>
            {sourceNames[value]}
          </Choice>
        ))}
      </RadioGroup>
      {usesMemory(source) && (
        <FormTextField
          control={form.control}
          name="similarity"
          label={t('projects.pretranslate.similarity')}
          description={t('projects.pretranslate.similarityDescription')}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      {usesMachine(source) && providers !== null && providers.length > 0 && (
        <RadioGroup
          value={chosenProvider.field.value}
          onChange={(value) => chosenProvider.field.onChange(value)}
          className={groupClass}
        >
          <Label className={legend}>{t('projects.pretranslate.provider')}</Label>
          {providers.map((provider) => (
            <Choice key={provider} value={provider}>
              {providerNames[provider] ?? provider}
            </Choice>
          ))}
          <Text slot="description" className="text-base-content/70 text-sm">
            {t('projects.pretranslate.providerDescription')}
          </Text>
        </RadioGroup>
      )}
      {options.error && providers === null && (
        <Alert variant="error" role="alert" title={t('projects.pretranslate.optionsFailed')}>
          <Button variant="outline" size="sm" onPress={() => void options.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {noProvider && (
        <Alert variant="warning" title={t('projects.pretranslate.noProviderTitle')}>
          <p>
            {t('projects.pretranslate.noProvider')}{' '}
            <a className="link" href={MACHINE_SETUP_URL} target="_blank" rel="noreferrer">
              {t('projects.pretranslate.noProviderLink')}
            </a>
          </p>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" isDisabled={submit.isPending} onPress={close}>
          {t('projects.pretranslate.close')}
        </Button>
        <Button
          type="submit"
          isPending={submit.isPending}
          isDisabled={noProvider || (usesMachine(source) && providers === null)}
        >
          {t('projects.pretranslate.start')}
        </Button>
      </div>
    </Form>
  );
}

interface JobProgressProps {
  job: Job | null;
  running: boolean;
  close: () => void;
  onFinished?: () => void;
  onAgain: () => void;
}

/** The job as it runs (a progress bar and Cancel), then how it ended. */
function JobProgress({ job, running, close, onFinished, onAgain }: JobProgressProps) {
  const { t } = useTranslation();
  const [cancelJob] = useCancelJob();
  const cancel = useAction(async () => (job ? cancelJob({ id: job.id }) : undefined), {
    fallback: t('projects.pretranslate.cancelFailed'),
  });
  const finished = job !== null && isJobFinished(job);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!job || !finished || told.current === job.id) return;
    told.current = job.id;
    onFinished?.();
  }, [job, finished, onFinished]);

  const counts = job
    ? { written: job.written, skipped: job.skipped, done: job.done, total: job.total }
    : null;
  return (
    <>
      {running && (
        <div className="flex flex-col gap-2">
          <p aria-live="polite">
            {job && job.state === 'RUNNING'
              ? t('projects.pretranslate.running', counts ?? {})
              : t('projects.pretranslate.starting')}
          </p>
          <progress
            className="progress progress-primary w-full"
            aria-label={t('projects.pretranslate.progressLabel')}
            aria-valuetext={
              job ? t('projects.pretranslate.progressValue', { done: job.done, total: job.total }) : undefined
            }
            {...(job && job.state === 'RUNNING' ? { value: job.done, max: Math.max(job.total, 1) } : {})}
          />
        </div>
      )}
      {job?.state === 'DONE' && (
        <Alert variant="success" role="status" title={t('projects.pretranslate.doneTitle')}>
          {t('projects.pretranslate.done', counts ?? {})}
        </Alert>
      )}
      {job?.state === 'CANCELLED' && (
        <Alert variant="info" role="status" title={t('projects.pretranslate.cancelledTitle')}>
          {t('projects.pretranslate.cancelled', counts ?? {})}
        </Alert>
      )}
      {job?.state === 'FAILED' && (
        <Alert variant="error" role="alert" title={t('projects.pretranslate.failedTitle')}>
          <p>{job.error ?? t('projects.pretranslate.failedUnknown')}</p>
          <p>{t('projects.pretranslate.failedKept', counts ?? {})}</p>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {running ? (
          <>
            <Button variant="ghost" onPress={close}>
              {t('projects.pretranslate.keepRunning')}
            </Button>
            <Button
              variant="danger"
              isPending={cancel.isPending}
              isDisabled={job === null}
              onPress={() => void cancel.run()}
            >
              {t('projects.pretranslate.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onPress={onAgain}>
              {t('projects.pretranslate.again')}
            </Button>
            <Button onPress={close}>{t('projects.pretranslate.close')}</Button>
          </>
        )}
      </div>
    </>
  );
}
