import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FULL_ACCESS_ROLES,
  GENERIC_ERROR,
  GYM_MEMBER_MESSAGES,
  type DietPlan,
  type GymClient,
  type Workout,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { apiDownload, apiGet, apiSend, errorMessage } from '../../../lib/api';
import { useCurrentOrg } from '../../../lib/org';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { useGymMembersT } from './i18n';
import { GymMemberList } from './members-panel';
import { ScrollRegion } from '../../../ui/scroll-region';

const CLIENTS = 'gym-clients';
const LIMIT = 20;

/** Whether the signed-in member holds a gym permission here (owners and admins hold them all). */
function useMay(permission: string): boolean {
  const { current } = useCurrentOrg();
  if (!current) return false;
  return FULL_ACCESS_ROLES.includes(current.role) || current.permissions.includes(permission);
}

/** One plan column: a choice for whoever may assign it, else the plan's name. */
function PlanCell(props: {
  label: string;
  value: string;
  text: string;
  none: string;
  options: { value: string; label: string }[] | undefined;
  onChange: (value: string | null) => void;
}) {
  if (!props.options) return <>{props.text || props.none}</>;
  return (
    <NativeSelect
      aria-label={props.label}
      size="xs"
      value={props.value}
      data={[{ value: '', label: props.none }, ...props.options]}
      onChange={(event) => props.onChange(event.currentTarget.value || null)}
    />
  );
}

/**
 * The client table (spec 03 section 3: clients with their workout and a PDF link, sample data
 * there): each member with the workout plan and diet plan the gym assigned, and the workout
 * plan's PDF. Staff with Exercise assign workout plans, with Nutrition diet plans.
 */
export function GymClientTable() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState('');
  const mayWorkout = useMay('exercise');
  const mayDiet = useMay('nutrition');
  const list = useQuery({
    queryKey: [CLIENTS, page],
    queryFn: () =>
      apiGet<{ clients: GymClient[]; totalPages: number }>(
        `/gym/clients?page=${page}&limit=${LIMIT}`,
      ),
  });
  const workouts = useQuery({
    queryKey: ['gym-clients-workouts'],
    queryFn: async () => (await apiGet<{ workouts: Workout[] }>('/workouts?limit=100')).workouts,
    enabled: mayWorkout,
  });
  const diets = useQuery({
    queryKey: ['gym-clients-diets'],
    queryFn: async () =>
      (await apiGet<{ dietPlans: DietPlan[] }>('/diet-plans?limit=100')).dietPlans,
    enabled: mayDiet,
  });
  const assign = useMutation({
    mutationFn: (change: { member: string; path: 'workout' | 'diet-plan'; body: object }) =>
      apiSend<{ message: string }>(
        'PUT',
        `/gym/members/${change.member}/${change.path}`,
        change.body,
      ),
    onSuccess: async (answer) => {
      setFailure('');
      notifications.show({ color: 'green', message: tm(answer.message) });
      await queryClient.invalidateQueries({ queryKey: [CLIENTS] });
    },
    onError: (error) => setFailure(tm(errorMessage(error, GENERIC_ERROR))),
  });

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.clients.length === 0)
    body = <Text c="dimmed">{tm(GYM_MEMBER_MESSAGES.empty)}</Text>;
  else
    body = (
      <>
        <ScrollRegion label={t('clients.title')} minWidth={320}>
          <Table aria-labelledby="gym-clients" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.srNo')}</Table.Th>
                <Table.Th>{t('members.name')}</Table.Th>
                <Table.Th>{t('members.memberId')}</Table.Th>
                <Table.Th>{t('clients.workout')}</Table.Th>
                <Table.Th>{t('clients.dietPlan')}</Table.Th>
                <Table.Th>{t('clients.pdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.clients.map((client, i) => (
                <Table.Tr key={client._id}>
                  <Table.Td>{(page - 1) * LIMIT + i + 1}</Table.Td>
                  <Table.Td>{client.name}</Table.Td>
                  <Table.Td>{client.memberId}</Table.Td>
                  <Table.Td>
                    <PlanCell
                      label={t('clients.workoutOf', { name: client.name })}
                      value={client.workout?._id ?? ''}
                      text={client.workout?.workouts.join(', ') ?? ''}
                      none={t('clients.noWorkout')}
                      options={workouts.data?.map((w) => ({
                        value: w._id,
                        label: w.workouts.join(', '),
                      }))}
                      onChange={(workoutId) =>
                        assign.mutate({ member: client._id, path: 'workout', body: { workoutId } })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <PlanCell
                      label={t('clients.dietPlanOf', { name: client.name })}
                      value={client.dietPlan?._id ?? ''}
                      text={client.dietPlan?.planName ?? ''}
                      none={t('clients.noDietPlan')}
                      options={diets.data?.map((d) => ({ value: d._id, label: d.planName }))}
                      onChange={(dietPlanId) =>
                        assign.mutate({
                          member: client._id,
                          path: 'diet-plan',
                          body: { dietPlanId },
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    {client.workout ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('clients.pdfOf', { name: client.name })}
                        onClick={() => {
                          setFailure('');
                          apiDownload(
                            `/gym/members/${client._id}/workout-plan`,
                            `Workout plan ${client.memberId}.pdf`,
                          ).catch((error: unknown) =>
                            setFailure(tm(errorMessage(error, GENERIC_ERROR))),
                          );
                        }}
                      >
                        {t('clients.pdf')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <ListPager
          totalPages={list.data.totalPages}
          page={page}
          onChange={setPage}
          label={t('clients.title')}
        />
      </>
    );
  return (
    <Stack component="section" aria-labelledby="gym-clients">
      <Title order={2} size="h3" id="gym-clients">
        {t('clients.title')}
      </Title>
      {failure && <Alert color="red">{failure}</Alert>}
      {body}
    </Stack>
  );
}

/** Lekh's Id: the read-only member list with its popup card, and the client table. */
export function GymIdPanel() {
  return (
    <Stack gap="xl">
      <GymMemberList />
      <GymClientTable />
    </Stack>
  );
}
