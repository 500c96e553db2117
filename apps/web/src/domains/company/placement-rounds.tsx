import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ASSESSMENT_SKILLS,
  GENERIC_ERROR,
  ROUND_RESULTS,
  interviewRoundInputSchema,
  type CompanyPlacementApplication,
  type InterviewRound,
  type RoundResult,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { parseOrShow } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useAddRound, useRemoveRound, useRounds, useUpdateRound } from './company-api';
import { useCompanyT } from './i18n';
import { MarksInputs, emptyMarks, type Marks } from './placement-assessment';
import { FormError } from './placement-parts';

/**
 * A round's form: its name, result and, when ticked, its assessment (the five marks). Adds a round,
 * or with `round` changes it.
 */
function RoundForm({
  application,
  round,
  onDone,
}: {
  application: CompanyPlacementApplication;
  round?: InterviewRound;
  onDone?: () => void;
}) {
  const t = useCompanyT();
  const add = useAddRound();
  const update = useUpdateRound();
  const save = round ? update : add;
  const [name, setName] = useState(round?.name ?? '');
  const [result, setResult] = useState<RoundResult | null>(round?.result ?? null);
  const [assessed, setAssessed] = useState(Boolean(round?.assessment));
  const [marks, setMarks] = useState<Marks>(() =>
    round?.assessment ? { ...round.assessment } : emptyMarks(),
  );
  const [error, setError] = useState<string | null>(null);
  const formName = round ? t('recruit.editRound', { name: round.name }) : t('recruit.addRound');
  return (
    <form
      noValidate
      aria-label={formName}
      onSubmit={(event) => {
        event.preventDefault();
        const input = parseOrShow(
          interviewRoundInputSchema,
          { name, result, assessment: assessed ? marks : null },
          setError,
        );
        if (!input) return;
        const done = () => {
          if (!round) {
            setName('');
            setResult(null);
            setAssessed(false);
            setMarks(emptyMarks());
          }
          onDone?.();
        };
        if (round)
          update.mutate({ id: application._id, roundId: round._id, input }, { onSuccess: done });
        else add.mutate({ id: application._id, input }, { onSuccess: done });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('recruit.roundName')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 10rem' }}
          />
          <Select
            label={t('recruit.roundResult')}
            placeholder={t('recruit.resultPending')}
            clearable
            value={result}
            onChange={(value) => setResult(value as RoundResult | null)}
            data={ROUND_RESULTS.map((value) => ({ value, label: t(`recruit.results.${value}`) }))}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        <Checkbox
          label={t('recruit.roundAssessed')}
          checked={assessed}
          onChange={(event) => setAssessed(event.currentTarget.checked)}
        />
        {assessed && <MarksInputs marks={marks} onChange={setMarks} />}
        <FormError error={error ?? (save.error && errorMessage(save.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {round ? t('recruit.updateRound') : t('recruit.addRound')}
          </Button>
          {round && (
            <Button variant="subtle" onClick={onDone}>
              {t('recruit.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function Rounds({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const rounds = useRounds(application._id);
  const remove = useRemoveRound();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const resultText = (value: RoundResult | null) =>
    value ? t(`recruit.results.${value}`) : t('recruit.resultPending');
  let list;
  if (rounds.isPending) list = <Loading />;
  else if (rounds.isError)
    list = <LoadError error={rounds.error} onRetry={() => void rounds.refetch()} />;
  else if (rounds.data.length === 0) list = <Text size="sm">{t('recruit.noRounds')}</Text>;
  else
    list = (
      <Stack gap={4} component="ul" m={0} p={0}>
        {rounds.data.map((round) =>
          editing === round._id ? (
            <Card key={round._id} component="li" withBorder padding="xs">
              <RoundForm application={application} round={round} onDone={() => setEditing(null)} />
            </Card>
          ) : (
            <Group
              key={round._id}
              component="li"
              justify="space-between"
              wrap="wrap"
              style={{ listStyle: 'none' }}
            >
              <Text size="sm">
                {round.name}: {resultText(round.result)}
                {round.assessment &&
                  ` (${ASSESSMENT_SKILLS.map(
                    (skill) => `${t(`recruit.skills.${skill}`)} ${round.assessment?.[skill] ?? 0}`,
                  ).join(', ')})`}
              </Text>
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('recruit.editRound', { name: round.name })}
                  onClick={() => setEditing(round._id)}
                >
                  {t('recruit.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('recruit.removeRound', { name: round.name })}
                  onClick={() => {
                    void confirm({
                      title: t('recruit.removeRoundTitle', { name: round.name }),
                    }).then((yes) => {
                      if (yes) remove.mutate({ id: application._id, roundId: round._id });
                    });
                  }}
                >
                  {t('recruit.remove')}
                </Button>
              </Group>
            </Group>
          ),
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruit.roundsTitle')}
      </Title>
      {list}
      <RoundForm application={application} />
      {dialog}
    </Stack>
  );
}
