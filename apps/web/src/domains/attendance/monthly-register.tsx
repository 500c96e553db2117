import { useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  GENERIC_ERROR,
  attendanceApi,
  MONTH_NAMES,
  blankMonth,
  businessDay,
  monthlyAttendanceInputSchema,
  monthlyTotals,
  type MonthlyAttendance,
  type MonthMark,
  type MonthName,
  type OrgKind,
} from '@vedann/contracts';
import { useCommonT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useResourceList, useResourceMutations } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { cycleDay, markCycle, registerYears, yearAndMonth } from './attendance-logic';
import { ExportButtons } from './export';
import { useAttendanceT } from './i18n';
import './attendance.css';
import { SubmitRow } from '../../ui/submit-row';
import { LoadError } from '../../ui/load-error';

/** The monthly register: the spec's `/api/aharattendance`, one row per person and month. */
const MONTHLY_REGISTER = attendanceApi.monthly;

interface Period {
  year: number;
  month: MonthName;
}

/** One day button per day of the month; pressing a day moves it along the kind's cycle. */
function MarkGrid(props: {
  name: string;
  marks: readonly MonthMark[];
  kind: OrgKind;
  disabled: boolean;
  onChange: (marks: MonthMark[]) => void;
}) {
  const t = useAttendanceT();
  return (
    <div role="group" aria-label={t('monthly.grid', { name: props.name })} className="mark-grid">
      {props.marks.map((mark, index) => (
        <UnstyledButton
          key={index}
          className="mark-cell"
          data-mark={mark}
          disabled={props.disabled}
          aria-label={t(mark === '-' ? 'monthly.day' : 'monthly.dayMarked', {
            day: index + 1,
            short: mark,
            mark: t(`marks.${mark}`),
          })}
          onClick={() => props.onChange(cycleDay(props.marks, index + 1, props.kind))}
        >
          <span className="mark-day" aria-hidden>
            {index + 1}
          </span>
          {/* A space between day and letter (not laid out in the flex column), so the text reads
              "2 P" as the name "Day 2 P: present" does. */}{' '}
          <span aria-hidden>{mark}</span>
        </UnstyledButton>
      ))}
    </div>
  );
}

function Totals({ marks }: { marks: readonly MonthMark[] }) {
  const t = useAttendanceT();
  const { totalDays, performedTotalP } = monthlyTotals(marks);
  return (
    <Group gap="md">
      <Text size="sm">
        {t('monthly.totalDays')}: <strong>{totalDays}</strong>
      </Text>
      <Text size="sm">
        {t('monthly.performed')}: <strong>{performedTotalP}</strong>
      </Text>
    </Group>
  );
}

/** A saved row: its marks and remark change on screen until Update writes them. */
function RegisterRow(props: { row: MonthlyAttendance; kind: OrgKind; canEdit: boolean }) {
  const { row, kind, canEdit } = props;
  const t = useAttendanceT();
  const common = useCommonT();
  const [marks, setMarks] = useState<MonthMark[]>(row.attendanceData);
  const [remark, setRemark] = useState(row.remark);
  const { update, remove } = useResourceMutations(MONTHLY_REGISTER);
  const { confirm, dialog } = useConfirm();
  const failure = update.error ?? remove.error;
  const save = () =>
    update.mutate({
      id: row._id,
      input: {
        studentName: row.studentName,
        year: row.year,
        month: row.month,
        attendanceData: marks,
        remark,
        person: row.person?.recordId,
      },
    });
  const askRemove = async () => {
    const sure = await confirm({
      title: common('confirm.deleteTitle', { name: row.studentName }),
      message: common('confirm.deleteText'),
      confirmLabel: t('monthly.delete'),
    });
    if (sure) remove.mutate(row._id);
  };
  return (
    <Paper withBorder p="sm" component="li" aria-label={row.studentName}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={4} size="h6">
            {row.studentName}
          </Title>
          {row.person?.linked && (
            <Badge size="sm" variant="light">
              {t('monthly.linked')}
            </Badge>
          )}
        </Group>
        <MarkGrid
          name={row.studentName}
          marks={marks}
          kind={kind}
          disabled={!canEdit}
          onChange={setMarks}
        />
        <Totals marks={marks} />
        <TextInput
          label={t('monthly.remark')}
          value={remark}
          readOnly={!canEdit}
          maw={420}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        {canEdit && (
          <Group gap="xs">
            <Button size="xs" loading={update.isPending} onClick={save}>
              {t('monthly.update')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() => void askRemove()}
            >
              {t('monthly.delete')}
            </Button>
          </Group>
        )}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(failure, GENERIC_ERROR)}
          </Text>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}

/** A new person's row of the chosen month: a fresh grid, saved by "Add to the register". */
function NewRegisterRow({ period, kind }: { period: Period; kind: OrgKind }) {
  const t = useAttendanceT();
  const [name, setName] = useState('');
  const [person, setPerson] = useState('');
  const [remark, setRemark] = useState('');
  const [marks, setMarks] = useState<MonthMark[]>(() => blankMonth(period.year, period.month));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create } = useResourceMutations(MONTHLY_REGISTER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      studentName: name,
      year: period.year,
      month: period.month,
      attendanceData: marks,
      remark,
      person: person === '' ? undefined : person,
    };
    const found = zodFormResolver(monthlyAttendanceInputSchema)(input);
    setErrors(found as Record<string, string>);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: () => {
        setName('');
        setPerson('');
        setRemark('');
        setMarks(blankMonth(period.year, period.month));
      },
    });
  };
  return (
    <Paper withBorder p="sm">
      <form noValidate onSubmit={submit} aria-label={t('monthly.newTitle')}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('monthly.newTitle')}
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('monthly.name')}
              value={name}
              error={errors.studentName}
              miw={200}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <TextInput
              label={t('columns.person')}
              value={person}
              error={errors.person}
              miw={200}
              onChange={(event) => setPerson(event.currentTarget.value)}
            />
          </Group>
          <MarkGrid
            name={name || t('monthly.newTitle')}
            marks={marks}
            kind={kind}
            disabled={false}
            onChange={setMarks}
          />
          <Totals marks={marks} />
          <TextInput
            label={t('monthly.remark')}
            value={remark}
            maw={420}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
          {errors.attendanceData && (
            <Text c="red" size="sm">
              {errors.attendanceData}
            </Text>
          )}
          <SubmitRow request={create} label={t('monthly.add')} />
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The monthly register (spec 03 and 04 section 4): the current year or one of the 9 before it,
 * 12 month buttons, a day grid per person whose cells cycle P, A, - (the ahar: -, P, A), Total
 * Days and Performed Total P, a remark, and Update and Delete per row. Changing month or year
 * shows that month's rows and starts a fresh grid for a new one.
 */
export function MonthlyRegister({ kind, canEdit }: { kind: OrgKind; canEdit: boolean }) {
  const t = useAttendanceT();
  const [period, setPeriod] = useState<Period>(() => yearAndMonth(businessDay()));
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const currentYear = yearAndMonth(businessDay()).year;
  const list = useResourceList(MONTHLY_REGISTER, {
    year: period.year,
    month: period.month,
    page,
    limit: 20,
  });
  const choose = (next: Period) => {
    setPeriod(next);
    setPage(1);
  };
  const periodKey = `${period.year}-${period.month}`;
  const heading = t('monthly.register', { month: t(`months.${period.month}`), year: period.year });
  const order = markCycle(kind).join(', ');

  return (
    <Stack gap="md" ref={top}>
      <NativeSelect
        label={t('monthly.year')}
        maw={160}
        value={String(period.year)}
        data={registerYears(currentYear).map(String)}
        onChange={(event) => choose({ ...period, year: Number(event.currentTarget.value) })}
      />
      <div role="group" aria-label={t('monthly.months')} className="month-buttons">
        {MONTH_NAMES.map((month) => (
          <Button
            key={month}
            size="xs"
            variant={month === period.month ? 'filled' : 'default'}
            aria-pressed={month === period.month}
            onClick={() => choose({ ...period, month })}
          >
            {t(`months.${month}`)}
          </Button>
        ))}
      </div>
      <Title order={2} size="h4">
        {heading}
      </Title>
      <Text size="sm" c="dimmed">
        {t('monthly.cycle', { order })}
      </Text>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError
          error={undefined}
          fallback={t('monthly.loadFailed')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{t('monthly.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={heading} className="register-rows">
          {list.data.rows.map((row) => (
            <RegisterRow key={`${periodKey}-${row._id}`} row={row} kind={kind} canEdit={canEdit} />
          ))}
        </Stack>
      )}
      <ListPager
        exportCsv={{ list: MONTHLY_REGISTER, query: { year: period.year, month: period.month } }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={heading}
        scrollTo={top}
      />
      {canEdit && <NewRegisterRow key={periodKey} period={period} kind={kind} />}
      <ExportButtons year={period.year} month={period.month} />
    </Stack>
  );
}
