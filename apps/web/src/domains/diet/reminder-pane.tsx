import {
  CloseButton,
  Alert,
  Button,
  Checkbox,
  Group,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  DEFAULT_REMINDERS,
  DIET_MESSAGES,
  GENERIC_ERROR,
  reminderInputSchema,
  ringTimeLabel,
  type Reminder,
  type ReminderInput,
} from '@vedann/contracts';
import { useEffect, useState } from 'react';
import { useCommonT, useMessageT } from '../../i18n';
import { parseOrShow } from '../../lib/zod-form';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useReminders, useRemoveReminder, useSubmitReminders } from './diet-api';
import { useDietT } from './i18n';
import { ScrollRegion } from '../../ui/scroll-region';

interface Row {
  key: string;
  id: string | null;
  serialNo: string;
  ringTime: string;
  remark: string;
}

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

/** The saved reminders, or the spec's three defaults (not saved until Submit). */
function initialRows(saved: Reminder[]): Row[] {
  if (saved.length > 0)
    return saved.map((reminder) => ({
      key: reminder._id,
      id: reminder._id,
      serialNo: String(reminder.serialNo),
      ringTime: ringTimeLabel(reminder.ringTime),
      remark: reminder.remark,
    }));
  return DEFAULT_REMINDERS.map((reminder) => ({
    key: newKey(),
    id: null,
    serialNo: String(reminder.serialNo),
    ringTime: reminder.ringTime,
    remark: reminder.remark,
  }));
}

const nowHHMM = () => {
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
};

/**
 * Beyond the spec: the saved reminders ring as browser notifications at their time while the
 * page is open, once the student has chosen so and the browser allows it.
 */
function useRinging(saved: Reminder[], on: boolean, title: string) {
  useEffect(() => {
    if (!on || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    let rung = '';
    const timer = window.setInterval(() => {
      const now = nowHHMM();
      if (now === rung) return;
      for (const reminder of saved) {
        if (reminder.ringTime === now) {
          rung = now;
          new Notification(title, { body: reminder.remark || ringTimeLabel(reminder.ringTime) });
        }
      }
    }, 15_000);
    return () => window.clearInterval(timer);
  }, [saved, on, title]);
}

/** The rows being edited: serial no, ring time and remark, each with its remove button. */
function ReminderTable({
  rows,
  change,
  onRemove,
}: {
  rows: Row[];
  change: (key: string, patch: Partial<Row>) => void;
  onRemove: (row: Row, number: number) => void;
}) {
  const t = useDietT();
  return (
    <ScrollRegion label={t('reminder.caption')}>
      <Table withTableBorder>
        <Table.Caption>{t('reminder.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reminder.serialNo')}</Table.Th>
            <Table.Th>{t('reminder.ringTime')}</Table.Th>
            <Table.Th>{t('reminder.remark')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('reminder.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <TextInput
                  size="xs"
                  w={70}
                  inputMode="numeric"
                  aria-label={`${t('reminder.serialNo')} ${index + 1}`}
                  value={row.serialNo}
                  onChange={(event) => change(row.key, { serialNo: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  w={110}
                  aria-label={`${t('reminder.ringTime')} ${index + 1}`}
                  value={row.ringTime}
                  onChange={(event) => change(row.key, { ringTime: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`${t('reminder.remark')} ${index + 1}`}
                  value={row.remark}
                  maxLength={200}
                  onChange={(event) => change(row.key, { remark: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <CloseButton
                  aria-label={t('reminder.removeRow', { number: index + 1 })}
                  onClick={() => onRemove(row, index + 1)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function ReminderList({ saved }: { saved: Reminder[] }) {
  const t = useDietT();
  const tm = useMessageT();
  const tc = useCommonT();
  const submit = useSubmitReminders();
  const remove = useRemoveReminder();
  const { confirm, dialog } = useConfirm();
  const [rows, setRows] = useState(() => initialRows(saved));
  const [error, setError] = useState<string | null>(null);
  const [ringing, setRinging] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'granted',
  );
  const blocked = typeof Notification === 'undefined' || Notification.permission === 'denied';
  useRinging(saved, ringing, t('reminder.notificationTitle'));

  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addRow = () =>
    setRows((current) => [
      ...current,
      {
        key: newKey(),
        id: null,
        serialNo: String(Math.max(0, ...current.map((row) => Number(row.serialNo) || 0)) + 1),
        ringTime: '',
        remark: '',
      },
    ]);
  const removeRow = async (row: Row, number: number) => {
    if (row.id) {
      const ok = await confirm({
        title: tc('confirm.deleteTitle', { name: row.remark || row.ringTime || String(number) }),
        confirmLabel: t('reminder.remove'),
      });
      if (!ok) return;
      remove.mutate(row.id);
    }
    setRows((current) => current.filter((entry) => entry.key !== row.key));
  };

  const send = () => {
    const inputs: { id: string | null; input: ReminderInput }[] = [];
    for (const row of rows) {
      const input = parseOrShow(reminderInputSchema, row, setError, DIET_MESSAGES.reminderFailed);
      if (!input) return;
      inputs.push({ id: row.id, input });
    }
    submit.mutate(inputs);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {dialog}
      <ReminderTable
        rows={rows}
        change={change}
        onRemove={(row, number) => void removeRow(row, number)}
      />
      {(error ?? submit.error) && (
        <Alert color="red" mt="sm" role="alert" title={tm(DIET_MESSAGES.reminderFailed)}>
          {error ?? errorMessage(submit.error, GENERIC_ERROR)}
        </Alert>
      )}
      <Group mt="sm">
        <Button variant="light" onClick={addRow} disabled={rows.length >= 99}>
          {t('reminder.addRow')}
        </Button>
        <Button type="submit" loading={submit.isPending}>
          {t('reminder.submit')}
        </Button>
      </Group>
      <Checkbox
        mt="md"
        label={t('reminder.ring')}
        checked={ringing}
        disabled={blocked}
        onChange={(event) => {
          const want = event.currentTarget.checked;
          if (!want) {
            setRinging(false);
            return;
          }
          // Permission is asked only when the student ticks the box.
          void Notification.requestPermission().then((permission) =>
            setRinging(permission === 'granted'),
          );
        }}
      />
      {blocked ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('reminder.ringBlocked')}
        </Text>
      ) : (
        ringing && (
          <Text size="sm" mt={4}>
            {t('reminder.ringOn')}
          </Text>
        )
      )}
    </form>
  );
}

/** Reminder: the editable list of serial no, ring time and remark; Submit sends each row. */
export function ReminderPane() {
  const reminders = useReminders();
  if (reminders.isPending) return <Loading />;
  if (reminders.isError)
    return <LoadError error={reminders.error} onRetry={() => void reminders.refetch()} />;
  // After a save the list is read again and the form starts from it: the rows carry their ids.
  return <ReminderList key={reminders.dataUpdatedAt} saved={reminders.data} />;
}
