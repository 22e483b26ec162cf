import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page.tsx';

/** Who runs this Verba installation; the app reads it from its configuration. */
export interface OperatorDetails {
  name: string;
  /** Postal address; line breaks are kept. */
  address: string;
  email: string;
}

export type LegalDocument = 'imprint' | 'terms' | 'privacy';

export interface LegalScreenProps {
  document: LegalDocument;
  operator: OperatorDetails;
}

const sections = {
  imprint: ['responsibility', 'links', 'disputes'],
  terms: [
    'service',
    'account',
    'content',
    'use',
    'plans',
    'availability',
    'termination',
    'liability',
    'changes',
  ],
  privacy: ['account', 'content', 'session', 'theme', 'mail', 'security', 'tracking', 'retention', 'rights'],
} as const;

function Section({ heading, body }: { heading: string; body: string }) {
  return (
    <section className="mt-8">
      <h2 className="font-semibold text-xl">{heading}</h2>
      <p className="mt-2 leading-relaxed">{body}</p>
    </section>
  );
}

function OperatorBlock({ operator }: { operator: OperatorDetails }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="mt-8">
        <h2 className="font-semibold text-xl">{t('legal.imprint.operatorHeading')}</h2>
        <address className="mt-2 whitespace-pre-line not-italic leading-relaxed">
          {operator.name}
          {'\n'}
          {operator.address}
        </address>
      </section>
      <section className="mt-8">
        <h2 className="font-semibold text-xl">{t('legal.imprint.contactHeading')}</h2>
        <p className="mt-2">
          {t('legal.imprint.emailLabel')}:{' '}
          <a className="link" href={`mailto:${operator.email}`}>
            {operator.email}
          </a>
        </p>
      </section>
    </>
  );
}

/** Imprint, terms of service or privacy policy, with the operator's details filled in. */
export function LegalScreen({ document, operator }: LegalScreenProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(`legal.${document}.title`)}>
      <p className="text-base-content/80 text-lg">{t(`legal.${document}.intro`)}</p>
      {document === 'imprint' && <OperatorBlock operator={operator} />}
      {document === 'privacy' && (
        <Section
          heading={t('legal.privacy.controllerHeading')}
          body={t('legal.privacy.controllerBody', { name: operator.name, email: operator.email })}
        />
      )}
      {sections[document].map((id) => (
        <Section
          key={id}
          heading={t(`legal.${document}.sections.${id}.heading` as 'legal.terms.sections.service.heading')}
          body={t(`legal.${document}.sections.${id}.body` as 'legal.terms.sections.service.body')}
        />
      ))}
    </Page>
  );
}
