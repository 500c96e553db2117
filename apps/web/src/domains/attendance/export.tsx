import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { attendanceApi, type MonthName } from '@vedann/contracts';
import { apiUrl } from '../../lib/api';
import { getStoredOrgId } from '../../lib/org-store';
import { useAttendanceT } from './i18n';

type Sheet = 'daily' | 'monthly';

/**
 * Downloads a month as CSV. The export speaks for the current business (`X-Org-Id`), which a
 * plain link cannot send, so the file is fetched and handed to the browser as a download.
 */
async function download(sheet: Sheet, year: number, month: MonthName): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const orgId = getStoredOrgId();
  if (orgId) headers.set('X-Org-Id', orgId);
  const query = new URLSearchParams({ year: String(year), month, sheet });
  const response = await fetch(apiUrl(`${attendanceApi.daily.exportPath}?${query.toString()}`), {
    credentials: 'same-origin',
    headers,
  });
  if (!response.ok) throw new Error(`Export failed with ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-${sheet}-${year}-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function ExportButtons({ year, month }: { year: number; month: MonthName }) {
  const t = useAttendanceT();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<Sheet | null>(null);
  const run = (sheet: Sheet) => {
    setBusy(sheet);
    setFailed(false);
    download(sheet, year, month).then(
      () => setBusy(null),
      () => {
        setBusy(null);
        setFailed(true);
      },
    );
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={busy === 'daily'} onClick={() => run('daily')}>
        {t('export.daily')}
      </Button>
      <Button
        variant="default"
        size="xs"
        loading={busy === 'monthly'}
        onClick={() => run('monthly')}
      >
        {t('export.monthly')}
      </Button>
      {failed && (
        <Text c="red" size="sm" role="alert">
          {t('export.failed')}
        </Text>
      )}
    </Group>
  );
}
