import type { ReactNode } from 'react';
import { ActionIcon, Grid, Group, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useResumesT } from './i18n';

/** The start of a web address, as a hint (not a word). */
export const URL_HINT = 'https://';
const CROSS = '✕';
const UP = '↑';
const DOWN = '↓';

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <span aria-hidden>{CROSS}</span>
    </ActionIcon>
  );
}

/**
 * Move up and Move down for an entry or a section: buttons, so the keyboard reorders as well as
 * the mouse. Focus follows the moved entry, staying on the button just pressed (or, at the end
 * of the list, its twin), so pressing again moves it further.
 */
export function MoveButtons({
  id,
  what,
  index,
  first,
  last,
  onMove,
}: {
  /** The ids of these buttons are `${id}-${index}-up` and `-down`. */
  id: string;
  what: string;
  index: number;
  first: number;
  last: number;
  onMove: (from: number, to: number) => void;
}) {
  const t = useResumesT();
  const move = (to: number, direction: 'up' | 'down') => {
    onMove(index, to);
    const stuck = (direction === 'up' && to === first) || (direction === 'down' && to === last);
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`${id}-${to}-${stuck ? other : direction}`);
  };
  return (
    <>
      <ActionIcon
        id={`${id}-${index}-up`}
        variant="subtle"
        aria-label={t('form.moveUp', { what })}
        disabled={index <= first}
        onClick={() => move(index - 1, 'up')}
      >
        <span aria-hidden>{UP}</span>
      </ActionIcon>
      <ActionIcon
        id={`${id}-${index}-down`}
        variant="subtle"
        aria-label={t('form.moveDown', { what })}
        disabled={index >= last}
        onClick={() => move(index + 1, 'down')}
      >
        <span aria-hidden>{DOWN}</span>
      </ActionIcon>
    </>
  );
}

/**
 * The fields of an experience or a project: its two names side by side (role and company, or
 * name and link), the year, and its points, one a line.
 */
export function DatedEntryFields({
  id,
  field,
  names,
  labels,
  secondPlaceholder,
}: {
  /** The first field's, which focus moves to when the entry is added or the next removed. */
  id: string;
  /** The form's props of one of this entry's fields, by its name. */
  field: (name: string) => GetInputPropsReturnType;
  names: readonly [first: string, second: string];
  labels: { first: string; second: string; year: string; points: string };
  secondPlaceholder?: string;
}) {
  const t = useResumesT();
  return (
    <Grid flex={1}>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput id={id} label={labels.first} {...field(names[0])} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label={labels.second} placeholder={secondPlaceholder} {...field(names[1])} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <TextInput label={labels.year} inputMode="numeric" placeholder="2024" {...field('year')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={labels.points}
          description={t('form.pointsHint')}
          autosize
          minRows={2}
          {...field('bullets')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The tools of one entry (move, remove), beside its fields. */
export function EntryTools({ children }: { children: ReactNode }) {
  return (
    <Group gap={2} mt={{ base: 0, sm: 26 }} wrap="nowrap" flex="none">
      {children}
    </Group>
  );
}

/** Moves focus to an element of the form once React has drawn the change. */
export function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
