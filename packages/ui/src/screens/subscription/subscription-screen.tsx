import { graphqlErrorCode, useChangePlan, useSubscriptionPage } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/notify.ts';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';
import { LoadFailed, LoadingState } from '../projects-common/query-states.tsx';
import { PlanCard } from './plan-card.tsx';

/** /settings/subscription: the current plan and the three plans side by side. */
export function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useSubscriptionPage();
  const [changePlan] = useChangePlan();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (plan: { id: string; name: string }) => {
    setPendingPlan(plan.id);
    setRefusal(null);
    try {
      await changePlan({ variables: { planId: plan.id } });
      notify.success(t('projects.subscription.changed', { plan: plan.name }));
    } catch (failure) {
      // Another tab may have created projects since this page loaded: the server has the last word.
      if (graphqlErrorCode(failure) === 'PLAN_LIMIT_REACHED') {
        setRefusal(t('projects.subscription.refused', { plan: plan.name }));
      } else {
        notify.error(t(mutationErrorKey(failure)));
      }
    } finally {
      setPendingPlan(null);
    }
  };

  const viewer = data?.viewer;
  const since = viewer
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(viewer.subscription.since),
      )
    : '';

  return (
    <section
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8"
      aria-labelledby="subscription-title"
    >
      <h1 id="subscription-title" className="font-bold text-3xl">
        {t('projects.subscription.title')}
      </h1>
      {!data && error && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <LoadingState />}
      {data && viewer && (
        <>
          <div>
            <p>{t('projects.subscription.current', { plan: viewer.subscription.plan.name, since })}</p>
            <p className="text-base-content/80">
              {t('projects.subscription.usage', { count: viewer.projectsOwned })}
            </p>
          </div>
          {refusal && (
            <p role="alert" className="alert alert-soft alert-error">
              {refusal}
            </p>
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
                onChoose={() => void choose(plan)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
