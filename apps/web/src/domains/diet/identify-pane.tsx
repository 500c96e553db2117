import { Alert, Button, Card, Radio, Stack, Text } from '@mantine/core';
import {
  DOSHAS,
  DOSHA_MESSAGES,
  DOSHA_QUESTIONS,
  GENERIC_ERROR,
  doshaAnswersSchema,
  type Dosha,
  type DoshaQuestion,
} from '@vedann/contracts';
import { useState } from 'react';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useDosha, useSaveDosha } from './diet-api';
import { useDietT } from './i18n';

/** VPK Identify: six questions; the leading dosha is saved to the student and links to its foods. */
export function IdentifyPane({ onSeeFoods }: { onSeeFoods: () => void }) {
  const t = useDietT();
  const tm = useMessageT();
  const saved = useDosha();
  const save = useSaveDosha();
  const [answers, setAnswers] = useState<Partial<Record<DoshaQuestion, Dosha>>>({});
  const [error, setError] = useState<string | null>(null);

  if (saved.isPending) return <Loading />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const result = saved.data;

  return (
    <Stack gap="md">
      <Alert color="yellow">{t('identify.disclaimer')}</Alert>
      {result && (
        <Card withBorder aria-live="polite">
          <Text fw={700}>{t('identify.result', { dosha: t(`vpk.names.${result.dosha}`) })}</Text>
          <Text size="sm">{t('identify.scores', result.scores)}</Text>
          <Button variant="light" mt="xs" onClick={onSeeFoods}>
            {t('identify.seeFoods', { dosha: t(`vpk.names.${result.dosha}`) })}
          </Button>
        </Card>
      )}
      <Text>{t('identify.intro')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = doshaAnswersSchema.safeParse({ answers });
          if (!parsed.success) {
            setError(tm(DOSHA_MESSAGES.answerAll));
            return;
          }
          setError(null);
          save.mutate(parsed.data.answers);
        }}
      >
        <Stack gap="md">
          {DOSHA_QUESTIONS.map((question) => (
            <Radio.Group
              key={question}
              label={t(`identify.questions.${question}.question`)}
              value={answers[question] ?? null}
              onChange={(value) =>
                setAnswers((current) => ({ ...current, [question]: value as Dosha }))
              }
            >
              <Stack gap={6} mt={6}>
                {DOSHAS.map((dosha) => (
                  <Radio
                    key={dosha}
                    value={dosha}
                    label={t(`identify.questions.${question}.${dosha}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          {(error ?? save.error) && (
            <Text c="red" size="sm" role="alert">
              {error ?? errorMessage(save.error, GENERIC_ERROR)}
            </Text>
          )}
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('identify.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
