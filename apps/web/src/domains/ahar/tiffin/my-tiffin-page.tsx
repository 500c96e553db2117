import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR, aharApi, type MyTiffin } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpoint, useEndpointMutation } from '../../../lib/endpoint';
import { DateField } from '../../../ui/date-field';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { useAharPeopleT } from '../people/i18n';
import { useAharTiffinT } from './i18n';
import { MyTiffinBills } from './my-tiffin-bills';
import { TiffinReachSection } from './my-tiffin-reach';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** One ahar's tiffin: the subscription, the day to pause and the paused days with Resume. */
function TiffinCard({ tiffin }: { tiffin: MyTiffin }) {
  const t = useAharTiffinT();
  const tp = useAharPeopleT();
  const tm = useMessageT();
  const format = useFormat();
  const [day, setDay] = useState(tiffin.firstOpenDay);
  const stale = [aharApi.tiffin.mine];
  const pause = useEndpointMutation(aharApi.tiffin.pause, {
    toCall: (chosen: string) => ({ params: { id: tiffin._id, day: chosen } }),
    stale,
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const resume = useEndpointMutation(aharApi.tiffin.resume, {
    toCall: (chosen: string) => ({ params: { id: tiffin._id, day: chosen } }),
    stale,
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const failed = pause.error ?? resume.error;
  const headingId = `my-tiffin-${tiffin._id}`;
  const kind = tp(`members.mealKinds.${tiffin.mealKind}`);
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {tiffin.ahar.name}
        </Title>
        <Text>{t('mine.plan', { meals: tiffin.mealsPerDay, kind })}</Text>
        <Text size="sm" c="dimmed">
          {tiffin.endDate
            ? t('mine.periodTo', {
                from: format.date(tiffin.startDate),
                to: format.date(tiffin.endDate),
              })
            : t('mine.period', { from: format.date(tiffin.startDate) })}
        </Text>
        {!tiffin.active ? (
          <Alert color="yellow">{t('mine.inactive')}</Alert>
        ) : (
          <>
            <Text size="sm">
              {t('mine.cutoffNote', { hour: format.time(hourText(tiffin.cutoffHour)) })}
            </Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <DateField
                label={t('mine.day')}
                value={day}
                onChange={setDay}
                minDate={tiffin.firstOpenDay}
                maw={220}
              />
              <Button loading={pause.isPending} onClick={() => pause.mutate(day)}>
                {t('mine.pause')}
              </Button>
            </Group>
          </>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {tm(errorMessage(failed, GENERIC_ERROR))}
          </Alert>
        )}
        <section aria-labelledby={`${headingId}-paused`}>
          <Title order={3} size="h4" id={`${headingId}-paused`} mb="xs">
            {t('mine.paused')}
          </Title>
          {tiffin.pauses.length === 0 ? (
            <Text c="dimmed">{t('mine.noPauses')}</Text>
          ) : (
            <List listStyleType="none" spacing="xs">
              {tiffin.pauses.map((paused) => (
                <List.Item key={paused}>
                  <Group gap="sm">
                    <Text span>{format.date(paused)}</Text>
                    {paused < tiffin.firstOpenDay ? (
                      <Badge variant="light" color="gray">
                        {t('mine.closed')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        loading={resume.isPending && resume.variables === paused}
                        aria-label={t('mine.resumeDay', { date: format.date(paused) })}
                        onClick={() => resume.mutate(paused)}
                      >
                        {t('mine.resume')}
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </section>
        <TiffinReachSection tiffin={tiffin} />
      </Stack>
    </Card>
  );
}

/**
 * `/ahar/me`: a tiffin member's own page (decision 0360): every ahar listing their Vedan ID as a
 * regular member, where they pause a day before its cut-off hour or take a paused day back; and
 * their tiffin bills, paid by UPI with the UTR they report (decision 0366).
 */
export function MyTiffinPage() {
  const t = useAharTiffinT();
  usePageTitle(t('mine.title'));
  const { data: user } = useCurrentUser();
  const tiffins = useEndpoint(aharApi.tiffin.mine, {}, { select: (answer) => answer.tiffins });
  let body;
  if (tiffins.isPending) body = <Loading label={t('mine.loading')} />;
  else if (tiffins.isError)
    body = <LoadError error={tiffins.error} onRetry={() => void tiffins.refetch()} />;
  else if (tiffins.data.length === 0)
    body = (
      <Text c="dimmed">
        {user?.profile.userId
          ? t('mine.none', { vedanId: user.profile.userId })
          : t('mine.noVedanId')}
      </Text>
    );
  else body = tiffins.data.map((tiffin) => <TiffinCard key={tiffin._id} tiffin={tiffin} />);
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('mine.title')}</Title>
      {body}
      <MyTiffinBills />
    </Stack>
  );
}
