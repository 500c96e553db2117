import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { GENERIC_ERROR, selfRatingSchema, type SelfRating } from '@vedann/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePlacementT } from './i18n';
import { useSaveSelfRating, useSelfRating } from './placement-api';
import { PlacementLayout } from './placement-layout';
import { StarChoice } from './star-choice';

type Skills = SelfRating['skills'];

function SelfRatingForm({ initial }: { initial: Skills }) {
  const t = usePlacementT();
  const save = useSaveSelfRating();
  const [skills, setSkills] = useState<Skills>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<Skills[number]>) =>
    setSkills((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form
      noValidate
      aria-label={t('selfrating.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = selfRatingSchema.safeParse({ skills });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
          return;
        }
        setError(null);
        save.mutate(parsed.data);
      }}
    >
      <Stack gap="sm">
        {skills.length === 0 && <Text>{t('selfrating.empty')}</Text>}
        {skills.map((row, index) => (
          <Card withBorder padding="sm" key={index}>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('selfrating.skill')}
                value={row.skill}
                maxLength={60}
                onChange={(event) => change(index, { skill: event.currentTarget.value })}
                style={{ flex: '1 1 12rem' }}
              />
              <StarChoice
                label={t('selfrating.ratingLabel')}
                description={row.skill ? t('selfrating.rating', { skill: row.skill }) : undefined}
                value={row.rating}
                onChange={(rating) => change(index, { rating })}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() => setSkills((current) => current.filter((_, i) => i !== index))}
              >
                {t('selfrating.remove')}
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
            onClick={() => setSkills((current) => [...current, { skill: '', rating: 3 }])}
            disabled={skills.length >= 50}
          >
            {t('selfrating.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('selfrating.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /placement/selfrating: the student rates their own skills; the rating shows on their profile. */
export function SelfRatingPage() {
  const t = usePlacementT();
  const rating = useSelfRating();
  let body;
  if (rating.isPending) body = <Loading />;
  else if (rating.isError)
    body = <LoadError error={rating.error} onRetry={() => void rating.refetch()} />;
  else body = <SelfRatingForm initial={rating.data.skills} />;
  return (
    <PlacementLayout title={t('selfrating.title')}>
      <Text>{t('selfrating.intro')}</Text>
      {body}
    </PlacementLayout>
  );
}
