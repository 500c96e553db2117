import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { GENERIC_ERROR, attendanceApi } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { ApiError, errorMessage } from '../../lib/api';
import { callEndpoint, useRefresh } from '../../lib/endpoint';
import { useAttendanceT } from './i18n';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** How many of this desk's scans stay listed under the input. */
const RECENT = 5;

/**
 * The check-in desk: one input a QR or barcode scanner types into (scanners act as keyboards,
 * ending with Enter). The first scan of the day marks the person present with the time, the
 * second sets Time Out; an unknown ID is said plainly. The input keeps the focus for the next.
 */
export function CheckInDesk() {
  const t = useAttendanceT();
  const format = useFormat();
  // A scan changes the day's sheet and its totals.
  const refresh = useRefresh([attendanceApi.daily.sheet, attendanceApi.daily.totals]);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [recent, setRecent] = useState<string[]>([]);

  const scan = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    if (scanned === '' || busy) return;
    setBusy(true);
    callEndpoint(attendanceApi.daily.checkIn, { body: { code: scanned } })
      .then(
        ({ action, attendance }) => {
          const text =
            action === 'in'
              ? t('desk.checkedIn', {
                  name: attendance.studentName,
                  time: format.time(attendance.timeIn),
                })
              : t('desk.checkedOut', {
                  name: attendance.studentName,
                  time: format.time(attendance.timeOut),
                });
          setOutcome({ ok: true, text });
          setRecent((list) => [text, ...list].slice(0, RECENT));
          return refresh();
        },
        (error: unknown) => {
          const unknownId = error instanceof ApiError && error.status === 404;
          setOutcome({
            ok: false,
            text: unknownId
              ? t('desk.unknown', { code: scanned })
              : errorMessage(error, GENERIC_ERROR),
          });
        },
      )
      .finally(() => {
        setBusy(false);
        setCode('');
        input.current?.focus();
      });
  };

  return (
    <Stack gap="md" maw={560}>
      <Text>{t('desk.intro')}</Text>
      <form noValidate onSubmit={scan}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            ref={input}
            label={t('desk.label')}
            value={code}
            autoComplete="off"
            data-autofocus
            // A desk is for scanning: the input is ready the moment the tab opens.
            autoFocus
            style={{ flex: '1 1 220px' }}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            {t('desk.submit')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} variant="light">
            {outcome.text}
          </Alert>
        )}
      </div>
      {recent.length > 0 && (
        <section aria-label={t('desk.last')}>
          <Text fw={600} size="sm">
            {t('desk.last')}
          </Text>
          <List size="sm">
            {recent.map((line, index) => (
              <List.Item key={`${index}-${line}`}>{line}</List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
