import { useChangePlan, useSubscriptionPage } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { PlanCard } from './plan-card.tsx';

/** /settings/subscription: the current plan and the three plans side by side. */
export function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const query = useSubscriptionPage();
  const [changePlan] = useChangePlan();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useAction(async (plan: { id: string; name: string }) => {
    setPendingPlan(plan.id);
    setRefusal(null);
    const result = await changePlan({ planId: plan.id });
    setPendingPlan(null);
    if (result.ok) notify.success(t('projects.subscription.changed', { plan: plan.name }));
    // Another tab may have created projects since this page loaded: the server has the last word.
    if (!result.ok && result.code === 'PLAN_LIMIT_REACHED') {
      setRefusal(t('projects.subscription.refused', { plan: plan.name }));
      return undefined;
    }
    return result;
  });

  return (
    <Page
      size="wide"
      title={t('projects.subscription.title')}
      back={{ href: '/settings', label: t('common.allSettings') }}
    >
      <QueryView query={query}>
        {(data) => {
          const viewer = data.viewer;
          const number = new Intl.NumberFormat(i18n.language);
          const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
            new Date(viewer.subscription.since),
          );
          return (
            <>
              <div>
                <p>{t('projects.subscription.current', { plan: viewer.subscription.plan.name, since })}</p>
                <p className="text-base-content/80">
                  {t('projects.subscription.usage', { count: viewer.projectsOwned })}
                </p>
                <p className="text-base-content/80">
                  {viewer.machineCharacters.limit === null
                    ? t('projects.subscription.machineUnlimited', {
                        used: number.format(viewer.machineCharacters.used),
                      })
                    : t('projects.subscription.machine', {
                        used: number.format(viewer.machineCharacters.used),
                        limit: number.format(viewer.machineCharacters.limit),
                      })}
                </p>
              </div>
              {refusal && (
                <Alert role="alert" variant="error">
                  {refusal}
                </Alert>
              )}
              <h2 className="sr-only">{t('projects.subscription.plansHeading')}</h2>
              <ul className="grid gap-4 md:grid-cols-3" aria-label={t('projects.subscription.plansHeading')}>
                {data.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    isCurrent={plan.id === viewer.subscription.plan.id}
                    projectsOwned={viewer.projectsOwned}
                    isPending={pendingPlan === plan.id}
                    onChoose={() => void change.run(plan)}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
