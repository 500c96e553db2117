import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PLAN_MESSAGES, libraryApi, plansApi } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { useCurrentOrg } from '../../lib/org';
import { useResourceList } from '../../lib/resource';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { mayOpen } from '../business-shell';
import { PlanTable } from '../plans';
import { DataTable } from '../../ui/data-table';
import { useLibraryT } from './i18n';

/** The fee plan table (Monthly and Anyplan, with Student and Fees), read-only here. */
function FeePlanTable() {
  const t = useLibraryT();
  const format = useFormat();
  const rows = useEndpoint(libraryApi.fees.plans, {});
  if (rows.isPending) return <Loading />;
  if (rows.isError) return <LoadError error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <DataTable
      caption={t('billing.feePlans')}
      columns={[
        { key: 'plan', label: t('billing.plan') },
        { key: 'students', label: t('billing.students') },
        { key: 'fees', label: t('billing.fees') },
      ]}
      rows={rows.data.rows.map((row) => ({
        key: row.plan,
        cells: {
          plan: t(`billing.planNames.${row.plan}`),
          students: format.number(row.Student),
          fees: format.money(row.Fees),
        },
      }))}
    />
  );
}

/**
 * Billing (`/mgtservice/mgtlibrary/billing`): spec 02's plan table is the library's membership
 * plans (price and the affordable, standard and premium flags), edited on the plans page; the fee
 * plan table of the Fee Card follows for members who handle fees.
 */
export function BillingPage() {
  const t = useLibraryT();
  const tm = useMessageT();
  const { current } = useCurrentOrg();
  const access = current ?? { role: 'member' as const, permissions: [] };
  const mayFees = mayOpen({ key: 'fees', label: '', permission: 'fees' }, access);
  const plans = useResourceList(plansApi.plans);
  return (
    <Stack gap="lg">
      <section aria-labelledby="billing-plans">
        <Title order={2} size="h4" id="billing-plans" mb="xs">
          {t('billing.plans')}
        </Title>
        {plans.isPending ? (
          <Loading />
        ) : plans.isError ? (
          <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : plans.data.rows.length === 0 ? (
          <Text c="dimmed">{tm(PLAN_MESSAGES.empty)}</Text>
        ) : (
          <PlanTable title={t('billing.plans')} plans={plans.data.rows} />
        )}
        <Anchor component={Link} to="/mgtservice/plans" size="sm">
          {t('billing.managePlans')}
        </Anchor>
      </section>
      {mayFees && (
        <section aria-labelledby="billing-fee-plans">
          <Title order={2} size="h4" id="billing-fee-plans" mb="xs">
            {t('billing.feePlans')}
          </Title>
          <FeePlanTable />
        </section>
      )}
    </Stack>
  );
}
