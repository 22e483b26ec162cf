import type { PlanFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';

export interface PlanCardProps {
  plan: PlanFieldsFragment;
  isCurrent: boolean;
  projectsOwned: number;
  isPending: boolean;
  onChoose: () => void;
}

/** One plan with its limit; a plan too small for the projects owned says why it cannot be chosen. */
export function PlanCard({ plan, isCurrent, projectsOwned, isPending, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const limit = plan.projectLimit;
  const tooSmall = limit !== null && projectsOwned > limit;
  const reasonId = `plan-${plan.id}-reason`;
  return (
    <li
      aria-labelledby={`plan-${plan.id}-name`}
      data-current={isCurrent || undefined}
      className="flex flex-col gap-3 rounded-box border border-base-300 p-6 data-current:border-primary data-current:border-2"
    >
      <h3 id={`plan-${plan.id}-name`} className="font-bold text-xl">
        {plan.name}
      </h3>
      <p>
        {limit === null
          ? t('projects.subscription.unlimited')
          : t('projects.subscription.limit', { count: limit })}
      </p>
      <p>
        {plan.keyLimit === null || plan.keyLimit === undefined
          ? t('projects.subscription.keysUnlimited')
          : t('projects.subscription.keyLimit', {
              count: plan.keyLimit,
              keys: plan.keyLimit.toLocaleString(i18n.language),
            })}
      </p>
      <div className="mt-auto flex flex-col items-start gap-2">
        {isCurrent ? (
          <span className="badge badge-primary">{t('projects.subscription.currentBadge')}</span>
        ) : (
          <Button
            variant="outline"
            isDisabled={tooSmall}
            isPending={isPending}
            aria-describedby={tooSmall ? reasonId : undefined}
            onPress={onChoose}
          >
            {t('projects.subscription.choose', { plan: plan.name })}
          </Button>
        )}
        {tooSmall && !isCurrent && (
          <p id={reasonId} className="text-sm">
            {t('projects.subscription.tooSmall', {
              owned: projectsOwned,
              plan: plan.name,
              limit,
              excess: projectsOwned - limit,
            })}
          </p>
        )}
      </div>
    </li>
  );
}
