import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  FULL_ACCESS_ROLES,
  ORG_KIND_LABELS,
  PLAN_FLAGS,
  PLAN_FLAG_LABELS,
  PLAN_MESSAGES,
  WAIVE_OFF_DAYS,
  WAIVE_OFF_MESSAGES,
  planInputSchema,
  plansApi,
  splitDetails,
  waiveOffTaskInputSchema,
  type Organization,
  type Plan,
  type PlanFlag,
  type WaiveOffTask,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { usePlansT } from './i18n';
import { CardPlansSection } from './card-plans-section';

/** The permission that lets a member change plans, by kind (see the server's plan routes). */
const PLAN_PERMISSION = { library: 'plans', gym: 'package' } as const;

type PlanKindOrg = Organization & { kind: 'library' | 'gym' };
const sellsPlans = (org: Organization): org is PlanKindOrg =>
  org.kind === 'library' || org.kind === 'gym';

function canChangePlans(org: PlanKindOrg): boolean {
  return (
    FULL_ACCESS_ROLES.includes(org.role) || org.permissions.includes(PLAN_PERMISSION[org.kind])
  );
}

// The plan table. Each flag is chosen Yes or No: the spec requires all of them, so none is
// preset, and an unanswered one is refused with its message.

type PlanDraft = Record<'name' | 'fee' | 'details' | PlanFlag, string>;

const YES_NO = ['Yes', 'No'] as const;
const fromYesNo = (text: string): boolean | undefined =>
  text === 'Yes' ? true : text === 'No' ? false : undefined;

/** The plan table's columns, in the chosen language; the Yes and No values stay the inputs'. */
function usePlanColumns(): EditableColumn<Plan, PlanDraft>[] {
  const t = usePlansT();
  const tm = useMessageT();
  const format = useFormat();
  return [
    { field: 'name', label: t('table.planName') },
    {
      field: 'fee',
      label: t('table.fee'),
      kind: 'number',
      render: (plan) => format.money(plan.fee),
    },
    ...PLAN_FLAGS.map((flag): EditableColumn<Plan, PlanDraft> => ({
      field: flag,
      label: tm(PLAN_FLAG_LABELS[flag]),
      kind: 'select',
      options: YES_NO,
      render: (plan) => (plan[flag] ? t('table.yes') : t('table.no')),
    })),
    { field: 'details', label: t('table.detailsInput') },
  ];
}

const EMPTY_PLAN: PlanDraft = {
  name: '',
  fee: '',
  free: '',
  affordable: '',
  standard: '',
  premium: '',
  details: '',
};

const planToDraft = (plan: Plan): PlanDraft => ({
  name: plan.name,
  fee: String(plan.fee),
  free: plan.free ? 'Yes' : 'No',
  affordable: plan.affordable ? 'Yes' : 'No',
  standard: plan.standard ? 'Yes' : 'No',
  premium: plan.premium ? 'Yes' : 'No',
  details: plan.details.join(', '),
});

const draftToPlan = (draft: PlanDraft) => ({
  name: draft.name,
  fee: draft.fee,
  free: fromYesNo(draft.free),
  affordable: fromYesNo(draft.affordable),
  standard: fromYesNo(draft.standard),
  premium: fromYesNo(draft.premium),
  details: splitDetails(draft.details),
});

// Waive-off tasks: the amount waived for doing the task for 10, 15, 20 or 30 days.

type TaskDraft = Record<'name' | 'days10' | 'days15' | 'days20' | 'days30', string>;

function useTaskColumns(): EditableColumn<WaiveOffTask, TaskDraft>[] {
  const t = usePlansT();
  const format = useFormat();
  return [
    { field: 'name', label: t('table.task') },
    ...WAIVE_OFF_DAYS.map((days): EditableColumn<WaiveOffTask, TaskDraft> => ({
      field: `days${days}`,
      label: t('table.days', { days }),
      kind: 'number',
      render: (task) => format.money(task[`days${days}`]),
    })),
  ];
}

const EMPTY_TASK: TaskDraft = { name: '', days10: '0', days15: '0', days20: '0', days30: '0' };
const taskToDraft = (task: WaiveOffTask): TaskDraft => ({
  name: task.name,
  days10: String(task.days10),
  days15: String(task.days15),
  days20: String(task.days20),
  days30: String(task.days30),
});

function BusinessChooser({ candidates }: { candidates: PlanKindOrg[] }) {
  const t = usePlansT();
  const switchOrg = useSwitchOrg();
  if (candidates.length === 0) {
    return (
      <Stack gap="xs">
        <Text>{t('manage.belongTo')}</Text>
        <Text>
          {t('manage.registerFirst')}{' '}
          <Anchor component={Link} to="/mgtservice" underline="always">
            {t('manage.managementService')}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text>
        {t('manage.belongTo')} {t('manage.chooseWhich')}
      </Text>
      <Group>
        {candidates.map((org) => (
          <Button key={org._id} variant="light" onClick={() => switchOrg(org._id)}>
            {org.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** `/mgtservice/plans`: the plans of the current library or gym. */
export function PlansPage() {
  const t = usePlansT();
  const tm = useMessageT();
  usePageTitle(t('manage.title'));
  const planColumns = usePlanColumns();
  const taskColumns = useTaskColumns();
  const { isPending, error, refetch } = useOrganizations();
  const { current, organizations } = useCurrentOrg();
  const candidates = organizations.filter(sellsPlans);
  // Without a chosen business the server acts for the only library or gym, so may the page.
  const business =
    current && sellsPlans(current)
      ? current
      : !current && candidates.length === 1
        ? candidates[0]
        : undefined;

  let body;
  if (isPending) body = <Loading />;
  else if (error) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (!business) body = <BusinessChooser candidates={candidates} />;
  else {
    const canEdit = canChangePlans(business);
    body = (
      <Stack gap="xl" key={business._id}>
        <Group justify="space-between">
          <Text fw={600}>
            {t('manage.actingFor', {
              kind: tm(ORG_KIND_LABELS[business.kind]),
              name: business.name,
            })}
          </Text>
          <Anchor component={Link} to={`/business/${business._id}`}>
            {t('manage.publicPage')}
          </Anchor>
        </Group>
        {!canEdit && <Alert color="blue">{t('manage.readOnly')}</Alert>}
        <EditableTable<Plan, PlanDraft>
          title={t('manage.plansOf', { name: business.name })}
          resource={plansApi.plans}
          columns={planColumns}
          emptyDraft={EMPTY_PLAN}
          toDraft={planToDraft}
          toInput={draftToPlan}
          schema={planInputSchema}
          emptyText={tm(PLAN_MESSAGES.empty)}
          loadErrorText={tm(PLAN_MESSAGES.loadFailed)}
          canEdit={canEdit}
          labels={{
            add: t('manage.addPlan'),
            addTitle: t('manage.addPlanTitle'),
            remove: t('manage.remove'),
            update: t('manage.update'),
            edit: t('manage.edit'),
            cancel: t('manage.cancel'),
          }}
        />
        <CardPlansSection canEdit={canEdit} />
        <EditableTable<WaiveOffTask, TaskDraft>
          title={t('business.tasks')}
          resource={plansApi.waiveOffTasks}
          columns={taskColumns}
          emptyDraft={EMPTY_TASK}
          toDraft={taskToDraft}
          toInput={(draft) => draft}
          schema={waiveOffTaskInputSchema}
          emptyText={tm(WAIVE_OFF_MESSAGES.empty)}
          loadErrorText={tm(WAIVE_OFF_MESSAGES.loadFailed)}
          canEdit={canEdit}
          labels={{
            add: t('manage.addTask'),
            addTitle: t('manage.addTaskTitle'),
            remove: t('manage.remove'),
            update: t('manage.update'),
            edit: t('manage.edit'),
            cancel: t('manage.cancel'),
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('manage.title')}</Title>
      {body}
    </Stack>
  );
}
