import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useCommonT } from '../i18n';
import { useResourceMutations } from '../lib/resource';
import { adjusted, checkDraft, sameDraft, useDraft } from './editable-table-draft';
import { DraftFields } from './editable-table-fields';
import {
  failureTextOf,
  type Draft,
  type EditableTableProps,
  type Labels,
} from './editable-table-types';

export function AddRowForm<Row extends { _id: string }, D extends Draft>(props: {
  table: EditableTableProps<Row, D>;
  labels: Labels;
}) {
  const { table, labels } = props;
  const { draft, setDraft, errors, set, checked } = useDraft(table.emptyDraft, table);
  const { addedText } = table;
  const { create } = useResourceMutations<unknown>(table.resource, {
    stale: table.stale,
    silent: addedText !== undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (input === null) return;
    const added = draft;
    create.mutate(input, {
      onSuccess: () => {
        if (addedText) notifications.show({ color: 'green', message: addedText(added) });
        setDraft(table.emptyDraft);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={labels.addTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {labels.addTitle}
        </Title>
        <DraftFields columns={table.columns} draft={draft} errors={errors} set={set} />
        {create.isError && (
          <Alert color="red">{failureTextOf(table, create.error, 'create')}</Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {labels.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * New rows of a table with a bulk path: each row starts editable, Add Row adds another, Submit
 * sends them all at once (all or none) and starts again from one empty row.
 */
export function BulkAddForm<Row extends { _id: string }, D extends Draft>(props: {
  table: EditableTableProps<Row, D>;
  labels: Labels;
}) {
  const { table, labels } = props;
  const t = useCommonT();
  const [drafts, setDrafts] = useState<D[]>([table.emptyDraft]);
  const [errors, setErrors] = useState<FormErrors[]>([]);
  const [unsaved, setUnsaved] = useState<number | null>(null);
  const { bulk } = useResourceMutations<unknown>(table.resource, { stale: table.stale });

  const set = (index: number) => (field: keyof D & string, value: string | boolean) =>
    setDrafts((current) =>
      current.map((draft, at) =>
        at === index ? adjusted(table.adjust, draft, field, value) : draft,
      ),
    );
  const removeRow = (index: number) => {
    setDrafts((current) =>
      current.length === 1 ? [table.emptyDraft] : current.filter((_, at) => at !== index),
    );
    setErrors((current) => current.filter((_, at) => at !== index));
    setUnsaved(null);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  // A refused Submit takes the person to the first field to mend, which may be rows above.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A row still as it was shown (the first row, when Add Row gave another) is not a bill: it
    // is left out, not refused, unless every row is untouched.
    const touched = drafts.map((draft) => !sameDraft(draft, table.emptyDraft));
    const anyTouched = touched.some(Boolean);
    const checks = drafts.map((draft, index) =>
      anyTouched && !touched[index] ? null : checkDraft(draft, table),
    );
    setErrors(checks.map((check) => check?.errors ?? {}));
    if (checks.some((check) => check !== null && check.input === null)) {
      setRefused((count) => count + 1);
      return;
    }
    bulk.mutate(
      checks.flatMap((check) => (check ? [check.input] : [])),
      {
        onSuccess: () => {
          setDrafts([table.emptyDraft]);
          setErrors([]);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={labels.addTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {labels.addTitle}
        </Title>
        {drafts.map((draft, index) => {
          const name = t('table.newRow', { number: index + 1 });
          return (
            <fieldset key={index} className="vedann-table-new-row" aria-label={name}>
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <DraftFields
                  columns={table.columns}
                  draft={draft}
                  errors={errors[index] ?? {}}
                  set={set(index)}
                />
                <Group gap="xs">
                  {table.unsavedUpdate !== undefined && (
                    <Button size="xs" variant="light" onClick={() => setUnsaved(index)}>
                      {labels.update}
                    </Button>
                  )}
                  <Button size="xs" variant="default" onClick={() => removeRow(index)}>
                    {t('actions.remove')}
                  </Button>
                </Group>
                {unsaved === index && (
                  <Text c="red" size="sm" role="alert">
                    {table.unsavedUpdate}
                  </Text>
                )}
              </Stack>
            </fieldset>
          );
        })}
        {bulk.isError && <Alert color="red">{failureTextOf(table, bulk.error, 'create')}</Alert>}
        <Group>
          <Button
            variant="default"
            onClick={() => setDrafts((current) => [...current, table.emptyDraft])}
          >
            {labels.add}
          </Button>
          <Button type="submit" loading={bulk.isPending}>
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
