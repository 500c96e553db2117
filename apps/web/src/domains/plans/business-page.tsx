import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  CARD_PLAN_MESSAGES,
  ORG_KIND_LABELS,
  PLAN_MESSAGES,
  WAIVE_OFF_MESSAGES,
  type PublicPlansAnswer,
} from '@vedann/contracts';
import { apiGet, errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { CardPlanList, PlanTable, WaiveOffTable } from './plan-display';

/** `/business/:orgId`: what a library or gym sells, for anyone to see. */
export function BusinessPage() {
  const { orgId = '' } = useParams();
  const answer = useQuery({
    queryKey: ['public-business', orgId],
    queryFn: () => apiGet<PublicPlansAnswer>(`/public/businesses/${orgId}/plans`),
    retry: false,
  });

  if (answer.isPending) return <Loading />;
  if (answer.isError) {
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>Business</Title>
        <Alert color="red">{errorMessage(answer.error, PLAN_MESSAGES.loadFailed)}</Alert>
      </Stack>
    );
  }
  const { business, plans, cardPlans, waiveOffTasks } = answer.data;
  return (
    <Stack gap="xl" py="md">
      <div>
        <Title order={1}>{business.name}</Title>
        <Text c="dimmed">
          {ORG_KIND_LABELS[business.kind]}
          {business.city ? ` in ${business.city}` : ''}
        </Text>
      </div>
      <section aria-labelledby="public-plans">
        <Title order={2} size="h4" id="public-plans" mb="sm">
          Membership plans
        </Title>
        {plans.length === 0 ? (
          <Text c="dimmed">{PLAN_MESSAGES.empty}</Text>
        ) : (
          <PlanTable title={`Plans of ${business.name}`} plans={plans} />
        )}
      </section>
      <section aria-labelledby="public-cards">
        <Title order={2} size="h4" id="public-cards" mb="sm">
          Card plans
        </Title>
        {cardPlans.length === 0 ? (
          <Text c="dimmed">{CARD_PLAN_MESSAGES.empty}</Text>
        ) : (
          <CardPlanList cards={cardPlans} />
        )}
      </section>
      <section aria-labelledby="public-tasks">
        <Title order={2} size="h4" id="public-tasks" mb="sm">
          Waive-off tasks
        </Title>
        <Text size="sm" mb="sm">
          Do one of these tasks for the number of days shown and this much is taken off your fee.
        </Text>
        {waiveOffTasks.length === 0 ? (
          <Text c="dimmed">{WAIVE_OFF_MESSAGES.empty}</Text>
        ) : (
          <WaiveOffTable tasks={waiveOffTasks} />
        )}
      </section>
    </Stack>
  );
}
