import { Suspense, lazy } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import {
  CARD_PLAN_MESSAGES,
  ORG_KIND_LABELS,
  PLAN_MESSAGES,
  WAIVE_OFF_MESSAGES,
  plansApi,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useEndpoint } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { OnlineSeatBooking } from '../library';
import { usePlansT } from './i18n';
import { CardPlanList, PlanTable, WaiveOffTable } from './plan-display';

// A library's public page also takes visitors' enquiries (issue 12), in a chunk of its own.
const LibraryEnquiryForm = lazy(async () => ({
  default: (await import('./library-enquiry-form')).LibraryEnquiryForm,
}));

/** `/business/:orgId`: what a library or gym sells, for anyone to see. */
export function BusinessPage() {
  const t = usePlansT();
  const tm = useMessageT();
  const { orgId = '' } = useParams();
  const answer = useEndpoint(plansApi.businessPlans, { params: { orgId } });
  usePageTitle(answer.data?.business.name ?? t('business.fallbackTitle'));

  if (answer.isPending) return <Loading />;
  if (answer.isError) {
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>{t('business.fallbackTitle')}</Title>
        <LoadError
          error={answer.error}
          fallback={PLAN_MESSAGES.loadFailed}
          onRetry={() => void answer.refetch()}
        />
      </Stack>
    );
  }
  const { business, plans, cardPlans, waiveOffTasks } = answer.data;
  const kind = tm(ORG_KIND_LABELS[business.kind]);
  return (
    <Stack gap="xl" py="md">
      <div>
        <Title order={1}>{business.name}</Title>
        <Text c="dimmed">
          {business.city ? t('business.kindInCity', { kind, city: business.city }) : kind}
        </Text>
      </div>
      <section aria-labelledby="public-plans">
        <Title order={2} size="h4" id="public-plans" mb="sm">
          {t('business.plans')}
        </Title>
        {plans.length === 0 ? (
          <Text c="dimmed">{tm(PLAN_MESSAGES.empty)}</Text>
        ) : (
          <PlanTable title={t('directory.plansOf', { name: business.name })} plans={plans} />
        )}
      </section>
      <section aria-labelledby="public-cards">
        <Title order={2} size="h4" id="public-cards" mb="sm">
          {t('business.cards')}
        </Title>
        {cardPlans.length === 0 ? (
          <Text c="dimmed">{tm(CARD_PLAN_MESSAGES.empty)}</Text>
        ) : (
          <CardPlanList cards={cardPlans} />
        )}
      </section>
      <section aria-labelledby="public-tasks">
        <Title order={2} size="h4" id="public-tasks" mb="sm">
          {t('business.tasks')}
        </Title>
        <Text size="sm" mb="sm">
          {t('business.tasksIntro')}
        </Text>
        {waiveOffTasks.length === 0 ? (
          <Text c="dimmed">{tm(WAIVE_OFF_MESSAGES.empty)}</Text>
        ) : (
          <WaiveOffTable tasks={waiveOffTasks} />
        )}
      </section>
      {business.kind === 'library' && (
        <Suspense fallback={<Loading />}>
          <OnlineSeatBooking orgId={business._id} plans={plans} />
        </Suspense>
      )}
      {business.kind === 'library' && (
        <Suspense fallback={<Loading />}>
          <LibraryEnquiryForm orgId={business._id} />
        </Suspense>
      )}
    </Stack>
  );
}
