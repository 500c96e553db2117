import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { csvExportPath, todayInIndia } from '@vedann/contracts';
import { apiDownload, errorMessage } from '../lib/api';
import { useSpreadsheetsT } from './spreadsheets-i18n';
import { queryString } from '../lib/query-string';

/**
 * "Export CSV" for a paged list: every row matching the list's filters (not only the page shown),
 * as the server writes it at `<list path>/export.csv`, saved as `<name>-<date>.csv`.
 */
export function ExportCsvButton(props: {
  /** The list's path, as its contract declares it. */
  path: string;
  /** The list's filters (page and limit are left out by the server). */
  params?: Record<string, string | number | undefined>;
  /** The file's name before the date. */
  name: string;
}) {
  const t = useSpreadsheetsT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // Every row matching the filters: the page shown is not one of them.
      const filters = Object.fromEntries(
        Object.entries(props.params ?? {}).filter(([name]) => name !== 'page' && name !== 'limit'),
      );
      await apiDownload(
        `${csvExportPath(props.path)}${queryString(filters)}`,
        `${props.name}-${todayInIndia()}.csv`,
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
