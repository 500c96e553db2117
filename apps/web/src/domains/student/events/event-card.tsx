import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { studentApi, type PublicEvent } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpointMutation } from '../../../lib/endpoint';
import { loginPath } from '../../../lib/next';
import { useStudentT } from '../i18n';
import { said } from '../student-api';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** An event card (spec 02 section 3): title, date or Coming Soon, place, map, text, picture. */
export function EventCard({ event }: { event: PublicEvent }) {
  const t = useStudentT();
  const tm = useMessageT();
  const format = useFormat();
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const interest = useEndpointMutation(
    event.interested ? studentApi.events.notInterested : studentApi.events.interest,
    {
      toCall: (id: string) => ({ params: { id } }),
      stale: [studentApi.events.upcoming, studentApi.events.one],
      onSuccess: said,
    },
  );
  return (
    <Card withBorder component="article" aria-label={event.title}>
      {event.image && (
        <Card.Section>
          <Image
            src={event.image}
            alt={t('events.imageAlt', { title: event.title })}
            h={140}
            fit="cover"
          />
        </Card.Section>
      )}
      <Stack gap={6} mt={event.image ? 'sm' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {event.title}
          </Title>
          <Badge variant="light">{t(`events.kinds.${event.kind}`)}</Badge>
        </Group>
        <Text size="sm" fw={600}>
          {t('events.date')}: {isDate(event.date) ? format.date(event.date) : tm(event.date)}
        </Text>
        <Text size="sm">
          {t('events.location')}: {event.location}
        </Text>
        {event.mapLink && (
          <Anchor
            href={event.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('events.mapOf', { title: event.title })}
          >
            {t('events.map')}
          </Anchor>
        )}
        <Text size="sm">{event.description}</Text>
        <Text size="xs" c="dimmed">
          {t('events.organiser', { name: event.organiser ?? t('events.vedann') })}
        </Text>
        <Group justify="space-between">
          <Text size="sm">{t('events.interestCount', { count: event.interestCount })}</Text>
          {user ? (
            <Button
              size="xs"
              variant={event.interested ? 'light' : 'filled'}
              aria-pressed={event.interested}
              loading={interest.isPending}
              aria-label={t(event.interested ? 'events.notInterestName' : 'events.interestName', {
                title: event.title,
              })}
              onClick={() => interest.mutate(event._id)}
            >
              {event.interested ? t('events.interested') : t('events.interest')}
            </Button>
          ) : (
            <Anchor
              component={Link}
              size="sm"
              to={loginPath(`${location.pathname}${location.search}`)}
            >
              {t('events.logInForInterest')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
