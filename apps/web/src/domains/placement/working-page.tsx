import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { GENERIC_ERROR, workHistorySchema, type WorkHistory } from '@vedann/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePlacementT } from './i18n';
import { useSaveWorkHistory, useWorkHistory } from './placement-api';
import { PlacementLayout } from './placement-layout';

type Entries = WorkHistory['entries'];
const KINDS = ['job', 'internship'] as const;

function WorkingForm({ initial }: { initial: Entries }) {
  const t = usePlacementT();
  const save = useSaveWorkHistory();
  const [entries, setEntries] = useState<Entries>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<Entries[number]>) =>
    setEntries((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form
      noValidate
      aria-label={t('working.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = workHistorySchema.safeParse({ entries });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
          return;
        }
        setError(null);
        save.mutate(parsed.data);
      }}
    >
      <Stack gap="sm">
        {entries.length === 0 && <Text>{t('working.empty')}</Text>}
        {entries.map((row, index) => (
          <Card
            withBorder
            padding="sm"
            key={index}
            component="fieldset"
            aria-label={t('working.entry', { number: index + 1 })}
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('working.company')}
                required
                value={row.company}
                maxLength={150}
                onChange={(event) => change(index, { company: event.currentTarget.value })}
                style={{ flex: '1 1 12rem' }}
              />
              <TextInput
                label={t('working.role')}
                required
                value={row.role}
                maxLength={100}
                onChange={(event) => change(index, { role: event.currentTarget.value })}
                style={{ flex: '1 1 10rem' }}
              />
              <Select
                label={t('working.kind')}
                allowDeselect={false}
                value={row.kind}
                onChange={(value) =>
                  value && change(index, { kind: value as Entries[number]['kind'] })
                }
                data={KINDS.map((kind) => ({ value: kind, label: t(`working.kinds.${kind}`) }))}
                style={{ flex: '1 1 8rem' }}
              />
              <TextInput
                label={t('working.from')}
                value={row.from}
                inputMode="numeric"
                maxLength={4}
                onChange={(event) => change(index, { from: event.currentTarget.value })}
                style={{ flex: '0 1 6rem' }}
              />
              <TextInput
                label={t('working.to')}
                value={row.to}
                inputMode="numeric"
                maxLength={4}
                onChange={(event) => change(index, { to: event.currentTarget.value })}
                style={{ flex: '0 1 6rem' }}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={t('working.removeEntry', { number: index + 1 })}
                onClick={() => setEntries((current) => current.filter((_, i) => i !== index))}
              >
                {t('working.remove')}
              </Button>
            </Group>
          </Card>
        ))}
        {(error ?? save.error) && (
          <Text c="red" size="sm" role="alert">
            {error ?? errorMessage(save.error, GENERIC_ERROR)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            disabled={entries.length >= 50}
            onClick={() =>
              setEntries((current) => [
                ...current,
                { company: '', role: '', kind: 'internship', from: '', to: '' },
              ])
            }
          >
            {t('working.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('working.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Working (/company/placement from the student's menu): where the student worked or interned. */
export function WorkingPage() {
  const t = usePlacementT();
  const working = useWorkHistory();
  let body;
  if (working.isPending) body = <Loading />;
  else if (working.isError)
    body = <LoadError error={working.error} onRetry={() => void working.refetch()} />;
  else body = <WorkingForm initial={working.data.entries} />;
  return (
    <PlacementLayout title={t('working.title')}>
      <Text>{t('working.intro')}</Text>
      {body}
    </PlacementLayout>
  );
}
