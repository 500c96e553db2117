import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  PLAN_FLAGS,
  PLAN_FLAG_LABELS,
  WAIVE_OFF_DAYS,
  type CardPlan,
  type Plan,
  type WaiveOffTask,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { usePlansT } from './i18n';
import { ScrollRegion } from '../../ui/scroll-region';

/** A card plan's yearly fee, or Free. */
export function useCardFeeText(): (fee: CardPlan['annualFee']) => string {
  const t = usePlansT();
  const format = useFormat();
  return (fee) =>
    fee === 'Free' ? t('card.free') : t('card.perYear', { fee: format.money(Number(fee)) });
}

/** The plan table as visitors see it: read-only. */
export function PlanTable({ title, plans }: { title: string; plans: Plan[] }) {
  const t = usePlansT();
  const tm = useMessageT();
  const format = useFormat();
  return (
    <ScrollRegion label={t('table.scrolls', { name: title })} minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.planName')}</Table.Th>
            <Table.Th>{t('table.fee')}</Table.Th>
            {PLAN_FLAGS.map((flag) => (
              <Table.Th key={flag}>{tm(PLAN_FLAG_LABELS[flag])}</Table.Th>
            ))}
            <Table.Th>{t('table.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan._id}>
              <Table.Td>{plan.name}</Table.Td>
              <Table.Td>{format.money(plan.fee)}</Table.Td>
              {PLAN_FLAGS.map((flag) => (
                <Table.Td key={flag}>{plan[flag] ? t('table.yes') : t('table.no')}</Table.Td>
              ))}
              <Table.Td>{plan.details.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The card list: one card per membership card plan. */
export function CardPlanList({
  cards,
  actions,
}: {
  cards: CardPlan[];
  actions?: (card: CardPlan) => ReactNode;
}) {
  const feeText = useCardFeeText();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {cards.map((card) => (
        <Card key={card._id} withBorder component="article" aria-label={card.name}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5">
                {card.name}
              </Title>
              <Badge variant="light">{feeText(card.annualFee)}</Badge>
            </Group>
            {card.benefits && <Text size="sm">{card.benefits}</Text>}
            {actions?.(card)}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The waive-off table as visitors see it. */
export function WaiveOffTable({ tasks }: { tasks: WaiveOffTask[] }) {
  const t = usePlansT();
  const format = useFormat();
  const title = t('business.tasks');
  return (
    <ScrollRegion label={t('table.scrolls', { name: title })} minWidth={420}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.task')}</Table.Th>
            {WAIVE_OFF_DAYS.map((days) => (
              <Table.Th key={days}>{t('table.days', { days })}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task._id}>
              <Table.Td>{task.name}</Table.Td>
              {WAIVE_OFF_DAYS.map((days) => (
                <Table.Td key={days}>{format.money(task[`days${days}`])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
