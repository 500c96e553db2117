import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_EXPIRY_DAYS, STOCK_MESSAGES, type StockItem } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { Loading } from '../../../ui/loading';
import { useAharStockT } from './i18n';
import { useSaveExpiryDays, useStockAlerts } from './stock-api';
import { LoadError } from '../../../ui/load-error';

/**
 * The ahar dashboard's home: items expiring within N days (N set by the business, 5 by default)
 * and expired items, across showroom, warehouse and reuse (issue 14 section 2).
 */
export function ExpiryAlerts() {
  const t = useAharStockT();
  const alerts = useStockAlerts();
  if (alerts.isPending) return <Loading />;
  if (alerts.isError)
    return (
      <LoadError
        error={alerts.error}
        fallback={STOCK_MESSAGES.fetchFailed}
        onRetry={() => void alerts.refetch()}
      />
    );
  const { days, expired, soon } = alerts.data;
  return (
    <Stack gap="md">
      <AlertList
        title={t('alerts.soon', { days })}
        count={soon.count}
        items={soon.items}
        empty={t('alerts.noneSoon')}
      />
      <AlertList
        title={t('alerts.expired')}
        count={expired.count}
        items={expired.items}
        empty={t('alerts.noneExpired')}
      />
      <DaysForm days={days} />
    </Stack>
  );
}

function AlertList({
  title,
  count,
  items,
  empty,
}: {
  title: string;
  count: number;
  items: StockItem[];
  empty: string;
}) {
  const t = useAharStockT();
  const format = useFormat();
  return (
    <section aria-label={title}>
      <Title order={3} mb="xs">
        {title} ({count})
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={4} role="list" aria-label={title}>
          {items.map((item) => (
            <Paper key={item._id} withBorder p="xs" role="listitem">
              <Text size="sm">
                {t('alerts.line', {
                  name: item.name,
                  quantity: item.quantity,
                  unit: item.unit,
                  location: t(`locations.${item.location}`),
                  date: item.expireDate ? format.date(item.expireDate) : '',
                })}
              </Text>
            </Paper>
          ))}
          {count > items.length && (
            <Text size="sm" c="dimmed">
              {t('alerts.more', { n: count - items.length })}
            </Text>
          )}
        </Stack>
      )}
    </section>
  );
}

function DaysForm({ days }: { days: number }) {
  const t = useAharStockT();
  const [value, setValue] = useState<string | number>(days);
  const save = useSaveExpiryDays();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value));
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end">
        <NumberInput
          label={t('alerts.days')}
          min={1}
          max={MAX_EXPIRY_DAYS}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          w={200}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('alerts.save')}
        </Button>
      </Group>
      {save.isError && (
        <Text c="red" role="alert">
          {errorMessage(save.error, STOCK_MESSAGES.expiryDays)}
        </Text>
      )}
    </form>
  );
}
