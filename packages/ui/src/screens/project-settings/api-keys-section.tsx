import { type ApiKeyFieldsFragment, useProjectApiKeys, useRevokeApiKey } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { QueryView } from '../../layout/query-view.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { cliConfigText } from './cli-config.ts';
import { CopyButton } from './copy-button.tsx';
import { OneTimeSecret } from './one-time-secret.tsx';

export interface ApiKeysSectionProps {
  project: { id: string; name: string };
}

/** The project's API keys (DEVELOPER and above): the list with Revoke, and a form for a new one. */
export function ApiKeysSection({ project }: ApiKeysSectionProps) {
  const { t, i18n } = useTranslation();
  const query = useProjectApiKeys(project.id);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const [revokeApiKey] = useRevokeApiKey(project.id);
  const revoke = useAction(async (key: ApiKeyFieldsFragment) => {
    const result = await revokeApiKey({ id: key.id });
    if (result.ok) {
      notify.success(t('projects.apiKeys.revoked', { name: key.name }));
      setRevoking(null);
    }
    return result;
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <>
      <p className="text-base-content/80">
        {t('projects.apiKeys.intro')}{' '}
        <a className="link" href="/api/docs/" target="_blank" rel="noreferrer">
          {t('projects.apiKeys.docsLink')}
        </a>
      </p>
      {created && (
        <OneTimeSecret
          secret={created.secret}
          texts={{
            title: t('projects.apiKeys.createdTitle'),
            body: t('projects.apiKeys.createdBody'),
            label: t('projects.apiKeys.secretLabel'),
            copy: t('projects.apiKeys.copy'),
            copied: t('projects.apiKeys.copied'),
          }}
          actions={
            // The app is served by the Verba server: its origin is the URL the CLI talks to.
            <CopyButton
              text={cliConfigText(window.location.origin, project.id)}
              copied={t('projects.apiKeys.cliConfigCopied')}
            >
              {t('projects.apiKeys.copyCliConfig')}
            </CopyButton>
          }
          onDone={() => setCreated(null)}
        />
      )}
      <QueryView query={query}>
        {({ project: found }) =>
          !found || found.apiKeys.length === 0 ? (
            <p className="text-base-content/80">{t('projects.apiKeys.none')}</p>
          ) : (
            <ul
              aria-label={t('projects.apiKeys.listLabel', { project: project.name })}
              className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
            >
              {found.apiKeys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <div className="flex flex-col gap-1">
                    <span className="font-medium">
                      {key.name} <code className="text-base-content/70 text-sm">{key.prefix}…</code>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {key.scopes.map((scope) => (
                        <span key={scope} className="badge badge-outline badge-sm">
                          {scope}
                        </span>
                      ))}
                    </span>
                    <span className="text-base-content/70 text-sm">
                      {key.createdBy
                        ? t('projects.apiKeys.createdBy', { name: key.createdBy })
                        : t('projects.apiKeys.createdByGone')}
                      {' · '}
                      {key.lastUsedAt
                        ? t('projects.apiKeys.lastUsed', { date: date(key.lastUsedAt) })
                        : t('projects.apiKeys.neverUsed')}
                      {' · '}
                      {key.expiresAt
                        ? t('projects.apiKeys.expires', { date: date(key.expiresAt) })
                        : t('projects.apiKeys.neverExpires')}
                    </span>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('projects.apiKeys.revokeLabel', { name: key.name })}
                    onPress={() => setRevoking(key)}
                  >
                    {t('projects.apiKeys.revoke')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <h3 className="font-semibold">{t('projects.apiKeys.createHeading')}</h3>
      <ApiKeyForm projectId={project.id} onCreated={setCreated} />
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        variant="destructive"
        title={t('projects.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('projects.apiKeys.revokeConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => revoking && void revoke.run(revoking)}
        isPending={revoke.isPending}
      >
        {t('projects.apiKeys.revokeBody')}
      </ConfirmDialog>
    </>
  );
}
