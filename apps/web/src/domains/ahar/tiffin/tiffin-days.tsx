import { Stack, Table, Text, Title } from '@mantine/core';
import { aharApi, todayInIndia } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useEndpoint } from '../../../lib/endpoint';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { ScrollRegion } from '../../../ui/scroll-region';
import { useAharTiffinT } from './i18n';

/**
 * Demand → Own's tiffin meals for today and the six days after (decision 0360): the regular
 * members' meals each day needs, members who paused it left out and their meals shown apart.
 */
export function TiffinDays() {
  const t = useAharTiffinT();
  const format = useFormat();
  const days = useEndpoint(aharApi.tiffin.days, { query: { from: todayInIndia(), days: 7 } });
  let body;
  if (days.isPending) body = <Loading />;
  else if (days.isError)
    body = <LoadError error={days.error} onRetry={() => void days.refetch()} />;
  else
    body = (
      <ScrollRegion label={t('days.title')} minWidth={320}>
        <Table aria-labelledby="tiffin-days-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('days.date')}</Table.Th>
              <Table.Th>{t('days.members')}</Table.Th>
              <Table.Th>{t('days.meals')}</Table.Th>
              <Table.Th>{t('days.paused')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.data.days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{format.date(day.date)}</Table.Td>
                <Table.Td>{format.number(day.members)}</Table.Td>
                <Table.Td>{format.number(day.meals)}</Table.Td>
                <Table.Td>{format.number(day.pausedMeals)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="tiffin-days-title">
      <Title order={2} size="h4" id="tiffin-days-title">
        {t('days.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('days.intro')}
      </Text>
      {body}
    </Stack>
  );
}
