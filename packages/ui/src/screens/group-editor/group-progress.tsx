import { useGroupProgress } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../layout/query-view.tsx';
import { ProgressBars } from '../projects-common/progress-bars.tsx';

export interface GroupProgressProps {
  projectId: string;
  groupId: string;
  groupName: string;
  baseLanguage: string;
}

/**
 * The group's progress per language behind a disclosure: closed, it costs the editor no room and no
 * query; each opening asks the server again, so the figures include the edits just made.
 */
export function GroupProgress(props: GroupProgressProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-box border border-base-300 px-4 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">{t('projects.progress.heading')}</summary>
      {open && <GroupProgressBars {...props} />}
    </details>
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
