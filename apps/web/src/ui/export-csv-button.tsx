import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { csvExportName, csvExportPath, todayInIndia } from '@vedann/contracts';
import { apiDownload, errorMessage } from '../lib/api';
import { endpointUrl } from '../lib/endpoint';
import { useSpreadsheetsT } from './spreadsheets-i18n';
import { exportsCsv, type ExportCsvOptions } from './export-csv';

/**
 * "Export CSV" for a paged list: every row matching the screen's filters (not only the page
 * shown), as the server writes it at `<list path>/export.csv`, saved as `<name>-<date>.csv`.
 * Nothing for a list the server does not export (a platform's list in the shared table).
 */
export function ExportCsvButton(props: ExportCsvOptions) {
  const t = useSpreadsheetsT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!exportsCsv(props.list)) return null;
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // Every row matching the filters: the page shown is not one of them.
      const filters = Object.fromEntries(
        Object.entries(props.query ?? {}).filter(([name]) => name !== 'page' && name !== 'limit'),
      );
      await apiDownload(
        endpointUrl(
          { path: csvExportPath(props.list.path) },
          { params: props.params, query: filters },
        ),
        `${props.name ?? csvExportName(props.list.path)}-${todayInIndia()}.csv`,
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="default" size="xs" loading={busy} onClick={() => void run()}>
        {t('exportCsv')}
      </Button>
      {failure !== null && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(failure, t('exportFailed'))}
        </Text>
      )}
    </div>
  );
}
