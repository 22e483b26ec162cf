import { useProjectSuggestionSetting, useSetTranslatorsSuggest } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface SuggestionsSettingProps {
  project: { id: string; name: string; baseLanguage: string };
}

/**
 * "Translators suggest, reviewers decide" (collaboration contract), for MANAGER and OWNER: the
 * setting is part of updateProject's input, so the project's name and base language go with it.
 */
export function SuggestionsSetting({ project }: SuggestionsSettingProps) {
  const { t } = useTranslation();
  const query = useProjectSuggestionSetting(project.id);
  const [setTranslatorsSuggest] = useSetTranslatorsSuggest();
  const change = useAction(async (on: boolean) => {
    const result = await setTranslatorsSuggest({
      id: project.id,
      input: { name: project.name, baseLanguage: project.baseLanguage, translatorsSuggest: on },
    });
    if (result.ok) {
      notify.success(
        t(
          on
            ? 'projects.projectSettings.translatorsSuggestOn'
            : 'projects.projectSettings.translatorsSuggestOff',
        ),
      );
    }
    return result;
  });
  const isOn = query.data?.project?.translatorsSuggest ?? false;
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        isSelected={isOn}
        isDisabled={!query.data || change.isPending}
        onChange={(on) => void change.run(on)}
        aria-describedby="translators-suggest-help"
      >
        {t('projects.projectSettings.translatorsSuggest')}
      </Checkbox>
      <p id="translators-suggest-help" className="text-base-content/80 text-sm">
        {t('projects.projectSettings.translatorsSuggestHelp')}
      </p>
    </div>
  );
}
