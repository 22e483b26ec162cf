import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/card.tsx';
import { Link } from '../../components/link/link.tsx';

const features = ['projects', 'groups', 'security', 'plans'] as const;

/** What Verba does, for visitors; leads to sign-up, and to sign-in for those with an account. */
export function LandingScreen() {
  const { t } = useTranslation();
  return (
    <div className="w-full">
      <section className="hero bg-base-200 px-4 py-16 lg:py-24" aria-labelledby="landing-title">
        <div className="hero-content max-w-3xl flex-col text-center">
          <h1 id="landing-title" className="font-bold text-4xl lg:text-5xl">
            {t('landing.title')}
          </h1>
          <p className="text-lg text-base-content/80">{t('landing.lead')}</p>
          <div className="mt-4 flex flex-col items-center gap-3">
            <Link variant="primary" size="lg" href="/sign-up">
              {t('landing.cta')}
            </Link>
            <p>
              {t('landing.signInPrompt')}{' '}
              <Link variant="inline" href="/sign-in">
                {t('landing.signIn')}
              </Link>
            </p>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="landing-features">
        <h2 id="landing-features" className="mb-6 text-center font-bold text-2xl">
          {t('landing.featuresHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <Card key={feature} as="li" headingLevel={3} title={t(`landing.features.${feature}.title`)}>
              <p className="text-base-content/80">{t(`landing.features.${feature}.body`)}</p>
            </Card>
          ))}
        </ul>
      </section>
    </div>
  );
}
