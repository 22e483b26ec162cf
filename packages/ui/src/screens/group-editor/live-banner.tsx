import type { EventStreamStatus } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import './live-updates.css';

export interface LiveBannerProps {
  status: EventStreamStatus;
}

/** Says so while the live stream is down: others' changes then show only after it reconnects. */
export function LiveBanner({ status }: LiveBannerProps) {
  const { t } = useTranslation();
  // An alert, announced as it appears; the page's loading states keep the one status region.
  if (status !== 'disconnected') return null;
  return (
    <p role="alert" className="alert alert-warning text-sm">
      {t('projects.editor.live.disconnected')}
    </p>
  );
}
