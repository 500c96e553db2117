import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { GENERIC_ERROR } from '@vedann/contracts';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { PlacementLayout } from './placement-layout';

/** What the form needs of a contract schema (a zod object's `safeParse`). */
interface DocumentSchema<Doc> {
  safeParse(
    value: unknown,
  ): { success: true; data: Doc } | { success: false; error: { issues: { message: string }[] } };
}

export interface RowListTexts {
  /** The form's accessible name. */
  title: string;
  empty: string;
  add: string;
  save: string;
  remove: string;
  /** A row's own name (its fieldset and its Remove button), when rows are numbered. */
  row?: (number: number) => { name: string; remove: string };
}

interface RowListFormProps<Row, Doc> {
  initial: Row[];
  blank: () => Row;
  /** The saved document made of the rows, checked by the contract before it is sent. */
  schema: DocumentSchema<Doc>;
  toDocument: (rows: Row[]) => unknown;
  save: UseMutationResult<unknown, Error, Doc>;
  texts: RowListTexts;
  /** The row's fields; `change` patches this row. */
  renderRow: (row: Row, change: (patch: Partial<Row>) => void) => ReactNode;
  max?: number;
}

/**
 * A student's list saved whole by one button (Self-rating's skills, Working's companies): a card
 * per row with its fields and Remove, Add and Save under them, the contract's first message when
 * the list is refused.
 */
export function RowListForm<Row, Doc>(props: RowListFormProps<Row, Doc>) {
  const { texts, save, max = 50 } = props;
  const [rows, setRows] = useState<Row[]>(props.initial);
  const [error, setError] = useState<string | null>(null);
  const change = (index: number) => (patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = props.schema.safeParse(props.toDocument(rows));
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
          return;
        }
        setError(null);
        save.mutate(parsed.data);
      }}
    >
      <Stack gap="sm">
        {rows.length === 0 && <Text>{texts.empty}</Text>}
        {rows.map((row, index) => {
          const named = texts.row?.(index + 1);
          return (
            <Card
              withBorder
              padding="sm"
              key={index}
              {...(named ? { component: 'fieldset' as const, 'aria-label': named.name } : {})}
            >
              <Group align="flex-end" wrap="wrap">
                {props.renderRow(row, change(index))}
                <Button
                  variant="subtle"
                  color="red"
                  aria-label={named?.remove}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  {texts.remove}
                </Button>
              </Group>
            </Card>
          );
        })}
        {(error ?? save.error) && (
          <Text c="red" size="sm" role="alert">
            {error ?? errorMessage(save.error, GENERIC_ERROR)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            disabled={rows.length >= max}
            onClick={() => setRows((current) => [...current, props.blank()])}
          >
            {texts.add}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A placement page over one saved document: loading, the load error, or its form. */
export function SavedDocumentPage<Data>(props: {
  title: string;
  intro: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { query } = props;
  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else body = props.children(query.data);
  return (
    <PlacementLayout title={props.title}>
      <Text>{props.intro}</Text>
      {body}
    </PlacementLayout>
  );
}
