import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_YEARS,
  MONTH_NAMES,
  maintenanceApi,
  monthlyChecklistInputSchema,
  preventiveInputSchema,
  type AnswerOf,
  type MaintenanceKind,
  type MonthName,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { callEndpoint, useRefresh } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import {
  InvalidAnswer,
  addColumn,
  emptyNotation,
  emptyRow,
  isMonthly,
  submitFailure,
  toInput,
  withMonth,
  type ChecklistDraft,
} from './checklist-logic';
import { useMaintenanceT } from './i18n';
import { ChecklistGrid } from './checklist-grid';
import { DateField } from '../../ui/date-field';

type ChecklistInput = ReturnType<typeof toInput>;
type Submitted = AnswerOf<typeof maintenanceApi.submitChecklist.machine>;

/** Sends a new checklist to its kind's path: the variants send their month, the other its columns. */
function submitChecklist(kind: MaintenanceKind, input: ChecklistInput): Promise<Submitted> {
  if (kind !== 'preventive' && 'selectedMonth' in input)
    return callEndpoint(maintenanceApi.submitChecklist[kind], { body: input });
  return callEndpoint(maintenanceApi.submitChecklist.preventive, { body: input });
}

/** The text of a failed Submit, in the spec's words for the kind (checklist-logic.ts). */
function useFailureText(kind: MaintenanceKind) {
  const t = useMaintenanceT();
  const tm = useMessageT();
  return (error: unknown): string => {
    const failure = submitFailure(kind, error);
    switch (failure.text) {
      case 'failed':
        return tm(MAINTENANCE_MESSAGES.submitFailed);
      case 'serverError':
        return t('checklist.serverError', {
          message: failure.message ? tm(failure.message) : t('checklist.unknownError'),
        });
      case 'sendFailed':
        return t('checklist.sendFailed', { reason: t('checklist.noConnection') });
      case 'invalidResponse':
        return t('checklist.invalidResponse');
    }
  };
}

/** The notations: a date and a text each, added and removed; one at least stays. */
function NotationsFieldset({
  draft,
  errors,
  onChange,
}: {
  draft: ChecklistDraft;
  errors: Record<string, string>;
  onChange: (draft: ChecklistDraft) => void;
}) {
  const t = useMaintenanceT();
  return (
    <Stack gap="xs" component="fieldset" className="vedann-checklist-fieldset">
      <Text component="legend" fw={600}>
        {t('checklist.notations')}
      </Text>
      {draft.notations.map((notation, index) => {
        const set = (change: Partial<typeof notation>) =>
          onChange({
            ...draft,
            notations: draft.notations.map((each) =>
              each.id === notation.id ? { ...each, ...change } : each,
            ),
          });
        return (
          <Group key={notation.id} gap="xs" align="flex-end" wrap="wrap">
            <DateField
              label={t('checklist.notationDate', { number: index + 1 })}
              value={notation.date}
              error={errors[`notations.${index}.date`]}
              onChange={(date) => set({ date })}
            />
            <TextInput
              className="vedann-checklist-grow"
              label={t('checklist.notationInfo', { number: index + 1 })}
              value={notation.info}
              onChange={(event) => set({ info: event.currentTarget.value })}
            />
            <Button
              variant="subtle"
              color="red"
              disabled={draft.notations.length === 1}
              onClick={() =>
                onChange({
                  ...draft,
                  notations: draft.notations.filter((each) => each.id !== notation.id),
                })
              }
            >
              {t('checklist.removeNotation', { number: index + 1 })}
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          onClick={() => onChange({ ...draft, notations: [...draft.notations, emptyNotation()] })}
        >
          {t('checklist.addNotation')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The form of a new checklist: year and month (the variants), item name, grid, notations. */
export function ChecklistForm(props: {
  kind: MaintenanceKind;
  draft: ChecklistDraft;
  onChange: (draft: ChecklistDraft) => void;
}) {
  const { kind, draft, onChange } = props;
  const t = useMaintenanceT();
  const tm = useMessageT();
  const refresh = useRefresh([maintenanceApi.checklists[kind]]);
  const failureText = useFailureText(kind);
  const monthly = isMonthly(kind);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: async (input: ChecklistInput) => {
      // The answer is read as sent: one without the saved checklist is the spec's invalid one.
      const answer: Partial<Submitted> | null = await submitChecklist(kind, input);
      if (!answer?.checklist) throw new InvalidAnswer();
      return answer;
    },
    onSuccess: async (answer) => {
      notifications.show({
        color: 'green',
        message: tm(answer.message ?? MAINTENANCE_MESSAGES.submitted),
      });
      // The entries clear; the columns (and the variants' month) stay for the next item.
      onChange(clearedDraft(draft));
      setErrors({});
      await refresh();
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft, kind);
    const schema = monthly ? monthlyChecklistInputSchema : preventiveInputSchema;
    const found = zodFormResolver(schema)(input) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(input);
  };
  // Errors without a field of their own (a cell, a notation's date) show above Submit.
  const shownAtField = (key: string) =>
    key === 'itemName' || key === 'inspectionBy' || key.startsWith('columns.');
  const otherErrors = Object.entries(errors).filter(([key]) => !shownAtField(key));

  return (
    <form noValidate onSubmit={send} aria-labelledby={`checklist-${kind}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`checklist-${kind}`}>
          {t(`checklist.titles.${kind}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: monthly ? 3 : 1 }}>
          {monthly && (
            <NativeSelect
              label={t('checklist.year')}
              value={String(draft.year)}
              data={MAINTENANCE_YEARS.map(String)}
              onChange={(event) =>
                onChange(withMonth(draft, Number(event.currentTarget.value), draft.month))
              }
            />
          )}
          {monthly && (
            <NativeSelect
              label={t('checklist.month')}
              value={draft.month}
              data={MONTH_NAMES.map((value) => ({ value, label: t(`checklist.months.${value}`) }))}
              onChange={(event) =>
                onChange(withMonth(draft, draft.year, event.currentTarget.value as MonthName))
              }
            />
          )}
          <TextInput
            label={t('checklist.itemName')}
            value={draft.itemName}
            error={errors.itemName}
            onChange={(event) => onChange({ ...draft, itemName: event.currentTarget.value })}
          />
        </SimpleGrid>
        <ChecklistGrid kind={kind} draft={draft} errors={errors} onChange={onChange} />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => onChange({ ...draft, rows: [...draft.rows, emptyRow()] })}
          >
            {t('checklist.addRow')}
          </Button>
          {!monthly && (
            <Button
              variant="default"
              onClick={() => onChange({ ...draft, columns: addColumn(draft.columns) })}
            >
              {t('checklist.addColumn')}
            </Button>
          )}
        </Group>
        <NotationsFieldset draft={draft} errors={errors} onChange={onChange} />
        <TextInput
          label={t('checklist.inspectionBy')}
          value={draft.inspectionBy}
          error={errors.inspectionBy}
          onChange={(event) => onChange({ ...draft, inspectionBy: event.currentTarget.value })}
        />
        {otherErrors.length > 0 && (
          <Alert color="red" role="alert">
            {otherErrors.map(([key, message]) => (
              <Text key={key} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        {submit.isError && (
          <Alert color="red" role="alert">
            {failureText(submit.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('checklist.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const clearedDraft = (draft: ChecklistDraft): ChecklistDraft => ({
  ...draft,
  itemName: '',
  rows: [emptyRow()],
  notations: [emptyNotation()],
  inspectionBy: '',
});
