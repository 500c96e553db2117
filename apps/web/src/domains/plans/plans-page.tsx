import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  CARD_PLAN_FEES,
  CARD_PLAN_MESSAGES,
  FULL_ACCESS_ROLES,
  GENERIC_ERROR,
  ORG_KIND_LABELS,
  PLAN_FLAGS,
  PLAN_FLAG_LABELS,
  PLAN_MESSAGES,
  WAIVE_OFF_DAYS,
  WAIVE_OFF_MESSAGES,
  cardPlanInputSchema,
  planInputSchema,
  splitDetails,
  waiveOffTaskInputSchema,
  type CardPlan,
  type Organization,
  type Plan,
  type PlanFlag,
  type WaiveOffTask,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { useResourceList, useResourceMutations, type ResourceApi } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { LoadError } from '../../ui/load-error';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { CardPlanList, formatRupees } from './plan-display';

const PLANS: ResourceApi = { path: '/plans', listKey: 'plans', bare: true };
const CARD_PLANS: ResourceApi = { path: '/card-plans', listKey: 'cardPlans' };
const WAIVE_OFF_TASKS: ResourceApi = { path: '/waiveoff-tasks', listKey: 'tasks' };

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

const PLAN_COLUMNS: EditableColumn<Plan, PlanDraft>[] = [
  { field: 'name', label: 'Plan name' },
  { field: 'fee', label: 'Fee', kind: 'number', render: (plan) => formatRupees(plan.fee) },
  ...PLAN_FLAGS.map((flag): EditableColumn<Plan, PlanDraft> => ({
    field: flag,
    label: PLAN_FLAG_LABELS[flag],
    kind: 'select',
    options: YES_NO,
  })),
  { field: 'details', label: 'Details (separated by commas)' },
];

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

const TASK_COLUMNS: EditableColumn<WaiveOffTask, TaskDraft>[] = [
  { field: 'name', label: 'Task' },
  ...WAIVE_OFF_DAYS.map((days): EditableColumn<WaiveOffTask, TaskDraft> => ({
    field: `days${days}`,
    label: `${days} days`,
    kind: 'number',
    render: (task) => formatRupees(task[`days${days}`]),
  })),
];

const EMPTY_TASK: TaskDraft = { name: '', days10: '0', days15: '0', days20: '0', days30: '0' };
const taskToDraft = (task: WaiveOffTask): TaskDraft => ({
  name: task.name,
  days10: String(task.days10),
  days15: String(task.days15),
  days20: String(task.days20),
  days30: String(task.days30),
});

interface CardValues {
  name: string;
  annualFee: string;
  benefits: string;
}

/** Adds a card plan, or with `card` edits it in place (Update writes the whole card). */
function CardPlanForm({ card, onDone }: { card?: CardPlan; onDone?: () => void }) {
  const { create, update } = useResourceMutations<CardValues>(CARD_PLANS);
  const saving = card ? update : create;
  const title = card ? `Edit ${card.name}` : 'Add a card plan';
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: {
      name: card?.name ?? '',
      annualFee: card?.annualFee ?? '',
      benefits: card?.benefits ?? '',
    },
    validate: zodFormResolver<CardValues>(cardPlanInputSchema),
  });
  const submit = (values: CardValues) => {
    if (card) update.mutate({ id: card._id, input: values }, { onSuccess: () => onDone?.() });
    else create.mutate(values, { onSuccess: () => form.reset() });
  };
  return (
    <form noValidate aria-label={title} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {!card && (
          <Title order={3} size="h5">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, sm: card ? 1 : 2 }}>
          <TextInput label="Card name" {...form.getInputProps('name')} />
          <NativeSelect
            label="Annual fee"
            data={[
              { value: '', label: 'Choose an annual fee', disabled: true },
              ...CARD_PLAN_FEES.map((fee) => ({
                value: fee,
                label: fee === 'Free' ? 'Free' : `₹${fee}`,
              })),
            ]}
            {...form.getInputProps('annualFee')}
          />
        </SimpleGrid>
        <Textarea label="Benefits" autosize minRows={2} {...form.getInputProps('benefits')} />
        {saving.isError && <Alert color="red">{errorMessage(saving.error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {card ? 'Update' : 'Add Card Plan'}
          </Button>
          {card && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function CardActions({ card }: { card: CardPlan }) {
  const [editing, setEditing] = useState(false);
  const { remove } = useResourceMutations<unknown>(CARD_PLANS);
  if (editing) return <CardPlanForm card={card} onDone={() => setEditing(false)} />;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          aria-label={`Edit ${card.name}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`Remove ${card.name}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(card._id)}
        >
          Remove
        </Button>
      </Group>
      {remove.isError && (
        <Text c="red" size="xs" role="alert">
          {errorMessage(remove.error, GENERIC_ERROR)}
        </Text>
      )}
    </Stack>
  );
}

function CardPlansSection({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const list = useResourceList<CardPlan>(CARD_PLANS, { page, limit: 12 });
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <Alert color="red" title={CARD_PLAN_MESSAGES.loadFailed} />;
  else if (list.data.rows.length === 0) body = <Text c="dimmed">{CARD_PLAN_MESSAGES.empty}</Text>;
  else
    body = (
      <CardPlanList
        cards={list.data.rows}
        actions={canEdit ? (card) => <CardActions card={card} /> : undefined}
      />
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Card plans
      </Title>
      {body}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label="Card plans pages"
      />
      {canEdit && <CardPlanForm />}
    </Stack>
  );
}

function BusinessChooser({ candidates }: { candidates: PlanKindOrg[] }) {
  const switchOrg = useSwitchOrg();
  if (candidates.length === 0) {
    return (
      <Text>
        Membership plans belong to a library or a gym. Register one in the{' '}
        <Anchor component={Link} to="/mgtservice">
          management service
        </Anchor>{' '}
        first.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text>Membership plans belong to a library or a gym. Choose which one to manage:</Text>
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
          <Text>
            {ORG_KIND_LABELS[business.kind]}: <strong>{business.name}</strong>
          </Text>
          <Anchor component={Link} to={`/business/${business._id}`}>
            See the public page
          </Anchor>
        </Group>
        {!canEdit && (
          <Alert color="blue">
            You can see these plans; changing them needs the plans permission.
          </Alert>
        )}
        <EditableTable<Plan, PlanDraft>
          title={`Plans of ${business.name}`}
          resource={PLANS}
          columns={PLAN_COLUMNS}
          emptyDraft={EMPTY_PLAN}
          toDraft={planToDraft}
          toInput={draftToPlan}
          schema={planInputSchema}
          emptyText={PLAN_MESSAGES.empty}
          loadErrorText={PLAN_MESSAGES.loadFailed}
          canEdit={canEdit}
          labels={{ add: 'Add Plan', addTitle: 'Add a plan', remove: 'Remove', update: 'Update' }}
        />
        <CardPlansSection canEdit={canEdit} />
        <EditableTable<WaiveOffTask, TaskDraft>
          title="Waive-off tasks"
          resource={WAIVE_OFF_TASKS}
          columns={TASK_COLUMNS}
          emptyDraft={EMPTY_TASK}
          toDraft={taskToDraft}
          toInput={(draft) => draft}
          schema={waiveOffTaskInputSchema}
          emptyText={WAIVE_OFF_MESSAGES.empty}
          loadErrorText={WAIVE_OFF_MESSAGES.loadFailed}
          canEdit={canEdit}
          labels={{
            add: 'Add Task',
            addTitle: 'Add a waive-off task',
            remove: 'Remove',
            update: 'Update',
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Membership plans</Title>
      {body}
    </Stack>
  );
}
