import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  PLAN_FLAGS,
  PLAN_FLAG_LABELS,
  WAIVE_OFF_DAYS,
  type CardPlan,
  type Plan,
  type WaiveOffTask,
} from '@vedann/contracts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

export function yesNo(flag: boolean): string {
  return flag ? 'Yes' : 'No';
}

export function cardFeeText(fee: CardPlan['annualFee']): string {
  return fee === 'Free' ? 'Free' : `${formatRupees(Number(fee))} a year`;
}

/** The plan table as visitors see it: read-only. */
export function PlanTable({ title, plans }: { title: string; plans: Plan[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan name</Table.Th>
            <Table.Th>Fee</Table.Th>
            {PLAN_FLAGS.map((flag) => (
              <Table.Th key={flag}>{PLAN_FLAG_LABELS[flag]}</Table.Th>
            ))}
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan._id}>
              <Table.Td>{plan.name}</Table.Td>
              <Table.Td>{formatRupees(plan.fee)}</Table.Td>
              {PLAN_FLAGS.map((flag) => (
                <Table.Td key={flag}>{yesNo(plan[flag])}</Table.Td>
              ))}
              <Table.Td>{plan.details.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The card list: one card per membership card plan. */
export function CardPlanList({
  cards,
  actions,
}: {
  cards: CardPlan[];
  actions?: (card: CardPlan) => React.ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {cards.map((card) => (
        <Card key={card._id} withBorder component="article" aria-label={card.name}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5">
                {card.name}
              </Title>
              <Badge variant="light">{cardFeeText(card.annualFee)}</Badge>
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
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>Waive-off tasks</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            {WAIVE_OFF_DAYS.map((days) => (
              <Table.Th key={days}>{days} days</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task._id}>
              <Table.Td>{task.name}</Table.Td>
              {WAIVE_OFF_DAYS.map((days) => (
                <Table.Td key={days}>{formatRupees(task[`days${days}`])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
