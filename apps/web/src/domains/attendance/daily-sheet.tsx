import { useState } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ATTENDANCE_SIGNS,
  attendanceApi,
  businessDay,
  dailyAttendanceInputSchema,
  newAttendanceRowId,
  type DailyAttendance,
  type DailyTotals,
  isCalendarDate,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { useResourceMutations } from '../../lib/resource';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { useAttendanceT } from './i18n';
import { DateField } from '../../ui/date-field';

/**
 * The daily sheet: the spec's list path (a bare array, paged in headers). Every change to the
 * sheet reloads the day's totals too.
 */
const DAILY_SHEET = attendanceApi.daily.sheet;
/** A change of a row changes the day's totals too. */
const DAILY_STALE = [attendanceApi.daily.totals];

interface DailyDraft extends Record<string, string> {
  studentName: string;
  id: string;
  timeIn: string;
  timeOut: string;
  sign: string;
  person: string;
}

const EMPTY: DailyDraft = {
  studentName: '',
  id: '',
  timeIn: '',
  timeOut: '',
  sign: 'cross',
  person: '',
};

const toDraft = (row: DailyAttendance): DailyDraft => ({
  studentName: row.studentName,
  id: row.id,
  timeIn: row.timeIn,
  timeOut: row.timeOut,
  sign: row.sign,
  person: row.person?.recordId ?? '',
});

/** The body of a row on a day; an empty ID lets the server give S00 plus the row count. */
const inputOf = (date: string) => (draft: DailyDraft) => ({
  date,
  studentName: draft.studentName,
  id: draft.id === '' ? undefined : draft.id,
  timeIn: draft.timeIn,
  timeOut: draft.timeOut,
  sign: draft.sign,
  person: draft.person === '' ? undefined : draft.person,
});

// Signs, not words: the toggle's name says the remark.
const SIGN_GLYPHS = { tick: '✓', cross: '✗' } as const;
const NOT_YET = '…';

/** The tick/cross toggle of a row: it saves at once, and the remark follows the sign. */
function SignToggle({ row, date }: { row: DailyAttendance; date: string }) {
  const t = useAttendanceT();
  const { update } = useResourceMutations<unknown>(DAILY_SHEET, { stale: DAILY_STALE });
  const flipped = row.sign === 'tick' ? ATTENDANCE_SIGNS[1] : ATTENDANCE_SIGNS[0];
  return (
    <Button
      size="xs"
      variant={row.sign === 'tick' ? 'filled' : 'outline'}
      color={row.sign === 'tick' ? 'green' : 'red'}
      aria-label={t('daily.toggle', {
        name: row.studentName,
        remark: t(`remarks.${row.remark}`),
      })}
      loading={update.isPending}
      onClick={() =>
        update.mutate({ id: row._id, input: inputOf(date)({ ...toDraft(row), sign: flipped }) })
      }
    >
      <span aria-hidden>{SIGN_GLYPHS[row.sign]}</span>
    </Button>
  );
}

/** The day's totals, counted by the server over the whole sheet (every page). */
function useDayTotals(date: string) {
  return useEndpoint(
    attendanceApi.daily.totals,
    { query: { date } },
    { select: (answer) => answer.totals },
  );
}

function DayTotals({ totals }: { totals: DailyTotals | undefined }) {
  const t = useAttendanceT();
  const figures = [
    { key: 'totalStudents', value: totals?.totalStudents },
    { key: 'present', value: totals?.present },
    { key: 'absent', value: totals?.absent },
  ] as const;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="attendance-totals">
      <Title order={2} size="h5" id="attendance-totals" mb="xs">
        {t('totals.title')}
      </Title>
      <SimpleGrid cols={3} component="dl" spacing="xs" m={0}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`totals.${figure.key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} data-testid={`total-${figure.key}`}>
              {figure.value ?? NOT_YET}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The daily sheet (spec 03 and 04 section 4): Sr No, Student Name, ID, Time In, Time Out, Sign,
 * Remark, Actions. Every change is saved on the server; a new row starts Absent and, without an
 * ID of its own, gets S00 plus the row count; deleting a row renumbers the rest (the server does
 * both, in one place).
 */
export function DailySheet({ canEdit }: { canEdit: boolean }) {
  const t = useAttendanceT();
  const format = useFormat();
  const [date, setDate] = useState(() => businessDay());
  const totals = useDayTotals(date).data;
  const remark = (row: DailyAttendance) => t(`remarks.${row.remark}`);
  const columns: EditableColumn<DailyAttendance, DailyDraft>[] = [
    {
      field: 'srNo',
      label: t('columns.srNo'),
      readOnly: true,
      render: (row) => row.srNo,
    },
    { field: 'studentName', label: t('columns.studentName') },
    { field: 'id', label: t('columns.id') },
    { field: 'timeIn', label: t('columns.timeIn'), kind: 'time' },
    { field: 'timeOut', label: t('columns.timeOut'), kind: 'time' },
    {
      field: 'sign',
      label: t('columns.sign'),
      readOnly: true,
      render: (row) => (canEdit ? <SignToggle row={row} date={date} /> : SIGN_GLYPHS[row.sign]),
    },
    {
      field: 'remark',
      label: t('columns.remark'),
      readOnly: true,
      render: remark,
    },
    { field: 'person', label: t('columns.person'), formOnly: true },
  ];

  return (
    <Stack gap="md">
      <DateField
        label={t('daily.date')}
        value={date}
        maw={220}
        onChange={(value) => isCalendarDate(value) && setDate(value)}
      />
      <DayTotals totals={totals} />
      <EditableTable
        key={date}
        title={t('daily.sheet', { date: format.date(date) })}
        resource={DAILY_SHEET}
        stale={DAILY_STALE}
        params={{ date }}
        columns={columns}
        emptyDraft={EMPTY}
        toDraft={toDraft}
        toInput={inputOf(date)}
        schema={dailyAttendanceInputSchema}
        emptyText={t('daily.empty')}
        loadErrorText={t('daily.loadFailed')}
        canEdit={canEdit}
        pageSize={50}
        labels={{ add: t('daily.add'), addTitle: t('daily.addTitle') }}
      />
      {canEdit && totals && (
        <Text size="xs" c="dimmed">
          {t('daily.idHint', { id: newAttendanceRowId(totals.totalStudents + 1) })}
        </Text>
      )}
    </Stack>
  );
}
