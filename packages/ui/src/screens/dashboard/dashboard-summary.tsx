import type { DashboardPageQuery } from '@verba/api-client/graphql';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';

export interface DashboardSummaryProps {
  viewer: DashboardPageQuery['viewer'];
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A dl may hold only div groups of dt and dd, so the card is that div itself.
    <div className="flex flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-6">
      <dt className="text-base-content/70 text-sm">{label}</dt>
      {children}
    </div>
  );
}

/** The three figures product-spec.md asks for: projects owned, projects included, plan name. */
export function DashboardSummary({ viewer }: DashboardSummaryProps) {
  const { t } = useTranslation();
  const { plan } = viewer.subscription;
  const atLimit = plan.projectLimit !== null && viewer.projectsOwned >= plan.projectLimit;
  return (
    <dl aria-label={t('projects.dashboard.summary')} className="grid gap-4 sm:grid-cols-3">
      <SummaryCard label={t('projects.dashboard.projectsOwned')}>
        <dd className="font-bold text-3xl">{viewer.projectsOwned}</dd>
      </SummaryCard>
      <SummaryCard label={t('projects.dashboard.projectsIncluded')}>
        <dd className="font-bold text-3xl">
          {plan.projectLimit === null
            ? t('projects.dashboard.unlimited')
            : t('projects.dashboard.includedOf', { owned: viewer.projectsOwned, limit: plan.projectLimit })}
        </dd>
        {atLimit && (
          <dd className="flex flex-col items-start gap-1 text-sm">
            {/* Height follows the text, so a long translation wraps inside its background. */}
            <span className="badge badge-warning badge-soft h-auto whitespace-normal py-1">
              {t('projects.dashboard.limitWarning')}
            </span>
            <Link href="/settings/subscription">{t('projects.dashboard.upgrade')}</Link>
          </dd>
        )}
      </SummaryCard>
      <SummaryCard label={t('projects.dashboard.plan')}>
        <dd className="font-bold text-3xl">{plan.name}</dd>
      </SummaryCard>
    </dl>
  );
}
