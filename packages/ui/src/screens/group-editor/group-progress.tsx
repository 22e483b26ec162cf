import { useGroupProgress } from '@verba/api-client/graphql';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ProgressBars } from '../projects-common/progress-bars.tsx';

export interface GroupProgressProps {
  projectId: string;
  groupId: string;
  groupName: string;
  baseLanguage: string;
}

/**
 * The group's progress per language in a popover of the toolbar: closed, it costs the editor no
 * room and no query; each opening asks the server again, so the figures include the edits just made.
 */
export function GroupProgress(props: GroupProgressProps) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" className="h-10 min-h-10">
        {t('projects.progress.heading')}
      </Button>
      <Popover
        placement="bottom end"
        className="w-96 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 shadow-lg outline-none"
      >
        <Dialog aria-label={t('projects.progress.heading')} className="px-4 outline-none">
          <GroupProgressBars {...props} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function GroupProgressBars({ projectId, groupId, groupName, baseLanguage }: GroupProgressProps) {
  const { t } = useTranslation();
  const query = useGroupProgress(projectId, groupId);
  return (
    <div className="pt-3 pb-2">
      <QueryView query={query}>
        {({ group }) =>
          group && (
            <ProgressBars
              progress={group.progress}
              label={t('projects.progress.of', { name: groupName })}
              baseLanguage={baseLanguage}
              size="compact"
            />
          )
        }
      </QueryView>
    </div>
  );
}
