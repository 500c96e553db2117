import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { FULL_ACCESS_ROLES, GENERIC_ERROR, GYM_MEMBER_MESSAGES, gymApi } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { apiDownload, errorMessage } from '../../../lib/api';
import { callEndpoint, useEndpoint, useRefresh } from '../../../lib/endpoint';
import { useCurrentOrg } from '../../../lib/org';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { useGymMembersT } from './i18n';
import { GymMemberList } from './members-panel';
import { ScrollRegion } from '../../../ui/scroll-region';

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
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState('');
  const mayWorkout = useMay('exercise');
  const mayDiet = useMay('nutrition');
  const list = useEndpoint(gymApi.members.clients, { query: { page, limit: LIMIT } });
  const workouts = useEndpoint(
    gymApi.hub.workoutChoices,
    { query: { limit: 100 } },
    { enabled: mayWorkout, select: (answer) => answer.workouts },
  );
  const diets = useEndpoint(
    gymApi.hub.dietPlanChoices,
    { query: { limit: 100 } },
    { enabled: mayDiet, select: (answer) => answer.dietPlans },
  );
  const refresh = useRefresh([gymApi.members.clients]);
  // One mutation for both plan columns: its failure is the last change's, shown once.
  const assign = useMutation({
    mutationFn: (change: () => Promise<{ message: string }>) => change(),
    onSuccess: async (answer) => {
      setFailure('');
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
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
                        assign.mutate(() =>
                          callEndpoint(gymApi.members.assignWorkout, {
                            params: { id: client._id },
                            body: { workoutId },
                          }),
                        )
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
                        assign.mutate(() =>
                          callEndpoint(gymApi.members.assignDietPlan, {
                            params: { id: client._id },
                            body: { dietPlanId },
                          }),
                        )
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
          exportCsv={{ list: gymApi.members.clients }}
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
