import { exportMyData } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { downloadFile } from '../account-shared/download-file.ts';

/** Offered before the account goes: everything it holds, as one JSON file (GET /api/auth/export). */
export function DownloadMyData() {
  const { t } = useTranslation();
  const download = useAction(async () => {
    const result = await exportMyData();
    if (result.ok) {
      downloadFile('verba-data.json', 'application/json', `${JSON.stringify(result.data, null, 2)}\n`);
      notify.success(t('dataExport.downloaded'));
    }
    return result;
  });
  return (
    <Card title={t('dataExport.heading')}>
      <p>{t('dataExport.body')}</p>
      <Button
        variant="outline"
        className="self-start"
        isPending={download.isPending}
        onPress={() => void download.run()}
      >
        {t('dataExport.download')}
      </Button>
    </Card>
  );
}
