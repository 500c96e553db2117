import { CloseButton, Alert, Button, Group, Table, TextInput } from '@mantine/core';
import {
  DEFAULT_SLOT_STARTS,
  DIET_MESSAGES,
  GENERIC_ERROR,
  WEEK_DAYS,
  oneHourAfter,
  scheduleInputSchema,
  type ScheduleDay,
  type WeekDay,
} from '@vedann/contracts';
import { useState } from 'react';
import { useMessageT } from '../../i18n';
import { parseOrShow } from '../../lib/zod-form';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useSaveSchedule, useSchedule } from './diet-api';
import { useDietT } from './i18n';
import { ScrollRegion } from '../../ui/scroll-region';

interface Column {
  start: string;
  end: string;
}
type Cells = Record<WeekDay, string[]>;

/** The saved grid, or the spec's start: seven one-hour slots from 09:00, empty cells. */
function initialGrid(days: ScheduleDay[]): { columns: Column[]; cells: Cells } {
  const first = days.find((day) => day.timeSlots.length > 0);
  const columns: Column[] = first
    ? first.timeSlots.map(({ start, end }) => ({ start, end }))
    : DEFAULT_SLOT_STARTS.map((start) => ({ start, end: oneHourAfter(start) }));
  const cells = Object.fromEntries(
    WEEK_DAYS.map((day) => {
      const saved = days.find((entry) => entry.day === day)?.timeSlots ?? [];
      return [day, columns.map((_, i) => saved[i]?.activity ?? '')];
    }),
  ) as Cells;
  return { columns, cells };
}

function TimetableGrid({ days }: { days: ScheduleDay[] }) {
  const t = useDietT();
  const tm = useMessageT();
  const save = useSaveSchedule();
  const [grid, setGrid] = useState(() => initialGrid(days));
  const [error, setError] = useState<string | null>(null);
  const { columns, cells } = grid;

  const setStart = (index: number, start: string) =>
    setGrid((current) => ({
      ...current,
      columns: current.columns.map((column, i) =>
        // Changing a start moves its end to one hour later (spec 04 section 4).
        i === index
          ? { start, end: /^\d{2}:\d{2}$/.test(start) ? oneHourAfter(start) : column.end }
          : column,
      ),
    }));
  const addSlot = () =>
    setGrid((current) => {
      const last = current.columns[current.columns.length - 1];
      const start = last ? last.end : '09:00';
      return {
        columns: [...current.columns, { start, end: oneHourAfter(start) }],
        cells: Object.fromEntries(
          WEEK_DAYS.map((day) => [day, [...current.cells[day], '']]),
        ) as Cells,
      };
    });
  const removeSlot = (index: number) =>
    setGrid((current) => ({
      columns: current.columns.filter((_, i) => i !== index),
      cells: Object.fromEntries(
        WEEK_DAYS.map((day) => [day, current.cells[day].filter((_, i) => i !== index)]),
      ) as Cells,
    }));
  const setCell = (day: WeekDay, index: number, activity: string) =>
    setGrid((current) => ({
      ...current,
      cells: {
        ...current.cells,
        [day]: current.cells[day].map((value, i) => (i === index ? activity : value)),
      },
    }));

  const submit = () => {
    const schedule = parseOrShow(
      scheduleInputSchema,
      {
        name: 'My timetable',
        days: WEEK_DAYS.map((day) => ({
          day,
          slots: columns.map((column, i) => ({ ...column, activity: cells[day][i] ?? '' })),
        })),
      },
      setError,
      DIET_MESSAGES.scheduleFailed,
    );
    if (schedule) save.mutate(schedule);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ScrollRegion
        label={t('timetable.caption')}
        minWidth={Math.max(480, 120 + columns.length * 150)}
      >
        <Table withTableBorder withColumnBorders>
          <Table.Caption>{t('timetable.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timetable.day')}</Table.Th>
              {columns.map((column, index) => (
                <Table.Th key={index} miw={140}>
                  <Group gap={4} wrap="nowrap" align="flex-end">
                    <TextInput
                      type="time"
                      size="xs"
                      label={t('timetable.start', { number: index + 1 })}
                      value={column.start}
                      onChange={(event) => setStart(index, event.currentTarget.value)}
                      description={t('timetable.slot', { start: column.start, end: column.end })}
                    />
                    {index > 0 && (
                      <CloseButton
                        aria-label={t('timetable.removeSlot', { number: index + 1 })}
                        onClick={() => removeSlot(index)}
                      />
                    )}
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEK_DAYS.map((day) => (
              <Table.Tr key={day}>
                <Table.Th scope="row">{t(`timetable.days.${day}`)}</Table.Th>
                {columns.map((column, index) => (
                  <Table.Td key={index}>
                    <TextInput
                      size="xs"
                      aria-label={t('timetable.activity', {
                        day: t(`timetable.days.${day}`),
                        start: column.start,
                      })}
                      value={cells[day][index] ?? ''}
                      maxLength={200}
                      onChange={(event) => setCell(day, index, event.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {(error ?? save.error) && (
        <Alert color="red" mt="sm" role="alert" title={tm(DIET_MESSAGES.scheduleFailed)}>
          {error ?? errorMessage(save.error, GENERIC_ERROR)}
        </Alert>
      )}
      <Group mt="sm">
        <Button variant="light" onClick={addSlot} disabled={columns.length >= 24}>
          {t('timetable.addSlot')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('timetable.save')}
        </Button>
      </Group>
    </form>
  );
}

/** TimeTable: the student's own weekly grid, saved with POST /api/schedules. */
export function TimetablePane() {
  const schedule = useSchedule();
  if (schedule.isPending) return <Loading />;
  if (schedule.isError)
    return <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />;
  return <TimetableGrid days={schedule.data} />;
}
