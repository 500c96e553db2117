import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  DIET_DAYS,
  DIET_MEALS,
  GENERIC_ERROR,
  attendanceApi,
  gymApi,
  paymentsApi,
  type GymMyMembership,
  type OwnAttendance,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { apiDownload, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpoint } from '../../../lib/endpoint';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { MemberReachSection } from '../../messages';
import { MyNotices } from '../../notices';
import { MemberFeePay, PaymentStatus, hasPayAction, useOnlinePayment } from '../../payments';
import { useGymHubT } from '../hub/i18n';
import { useFeeStatusText, useGymMembersT } from './i18n';
import { StatusBadge } from './member-card';
import { useMyGyms } from './my-gym-link';
import { RenewMyPackage } from './my-gym-renew';
import { ScrollRegion } from '../../../ui/scroll-region';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function DietWeek({ plan }: { plan: NonNullable<GymMyMembership['dietPlan']> }) {
  const t = useGymMembersT();
  const th = useGymHubT();
  const days = DIET_DAYS.filter((day) => plan.dietData[day]);
  return (
    <Stack gap="xs">
      <Text fw={600}>{plan.planName}</Text>
      {plan.janta && <Text size="sm">{plan.janta}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {days.map((day) => (
          <Card
            key={day}
            withBorder
            padding="xs"
            component="section"
            aria-label={th(`diet.days.${day}`)}
          >
            <Text fw={600} size="sm">
              {th(`diet.days.${day}`)}
            </Text>
            <List size="sm" listStyleType="none" spacing={2}>
              {DIET_MEALS.filter((meal) => plan.dietData[day]?.[meal]?.description).map((meal) => (
                <List.Item key={meal}>
                  <Text span fw={600} size="sm">
                    {meal}:{' '}
                  </Text>
                  {plan.dietData[day]?.[meal]?.description}
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      {days.length === 0 && <Text c="dimmed">{t('mine.noDiet')}</Text>}
    </Stack>
  );
}

/** The member's fees at this gym: each period, its amount with any penalty, and its state. */
function FeesSection({ headingId, fees }: { headingId: string; fees: GymMyMembership['fees'] }) {
  const t = useGymMembersT();
  const feeStatus = useFeeStatusText();
  const format = useFormat();
  const online = useOnlinePayment();
  return (
    <section aria-labelledby={`${headingId}-fees`}>
      <Title order={3} size="h4" id={`${headingId}-fees`} mb="xs">
        {t('mine.fees')}
      </Title>
      {fees.length === 0 ? (
        <Text c="dimmed">{t('mine.noFees')}</Text>
      ) : (
        <ScrollRegion label={t('mine.fees')} minWidth={300}>
          <Table aria-labelledby={`${headingId}-fees`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mine.period')}</Table.Th>
                <Table.Th>{t('mine.amount')}</Table.Th>
                <Table.Th>{t('mine.feeStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fees.map((fee) => (
                <Table.Tr key={fee._id}>
                  <Table.Td>
                    {t('mine.periodRange', {
                      from: format.date(fee.feeFrom),
                      to: format.date(fee.feeTo),
                    })}
                  </Table.Td>
                  <Table.Td>{format.money(fee.amount + fee.penalty, fee.currency)}</Table.Td>
                  <Table.Td>
                    {feeStatus(fee.status)}
                    {fee.pay.payment?.status === 'confirmed' && (
                      <PaymentStatus payment={fee.pay.payment} mine />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {fees
        .filter((fee) => hasPayAction(fee.pay, online))
        .map((fee) => (
          <Card
            key={fee._id}
            withBorder
            mt="sm"
            component="section"
            aria-label={t('mine.payFee', {
              from: format.date(fee.feeFrom),
              to: format.date(fee.feeTo),
            })}
          >
            <Stack gap="xs">
              <Text fw={600}>
                {t('mine.payFee', { from: format.date(fee.feeFrom), to: format.date(fee.feeTo) })}
              </Text>
              <MemberFeePay
                api={paymentsApi.gymFees}
                target={fee._id}
                pay={fee.pay}
                stale={[gymApi.members.myMemberships]}
              />
            </Stack>
          </Card>
        ))}
    </section>
  );
}

function MembershipCard({
  membership,
  attendance,
  attendanceState,
}: {
  membership: GymMyMembership;
  attendance: OwnAttendance['daily'];
  /** Shown instead of the days while they load or when they failed to (never "no attendance"). */
  attendanceState: ReactNode;
}) {
  const t = useGymMembersT();
  const tm = useMessageT();
  const format = useFormat();
  const [failure, setFailure] = useState('');
  const { member, batch, fees, workout, dietPlan } = membership;
  const headingId = `my-gym-${membership.gym._id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {membership.gym.name}
          </Title>
          {member.status && <StatusBadge member={member} />}
        </Group>

        <section aria-label={t('mine.membership')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field label={t('mine.memberId')} value={member.memberId} />
            <Field label={t('mine.plan')} value={member.plan || t('mine.noPlan')} />
            <Field
              label={t('mine.start')}
              value={member.startDate ? format.date(member.startDate) : '-'}
            />
            <Field
              label={t('mine.expiry')}
              value={member.expiredDate ? format.date(member.expiredDate) : '-'}
            />
            <Field
              label={t('mine.batch')}
              value={
                batch
                  ? t('mine.batchTimes', {
                      name: batch.batchName,
                      open: format.time(batch.batchOpenTime),
                      close: format.time(batch.batchCloseTime),
                    })
                  : t('mine.noBatch')
              }
            />
          </SimpleGrid>
        </section>
        <RenewMyPackage membership={membership} />

        <section aria-labelledby={`${headingId}-workout`}>
          <Title order={3} size="h4" id={`${headingId}-workout`} mb="xs">
            {t('mine.workout')}
          </Title>
          {workout ? (
            <Stack gap="xs" align="flex-start">
              <List>
                {workout.workouts.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
              <Button
                variant="light"
                onClick={() => {
                  setFailure('');
                  apiDownload(
                    `/gym/my-memberships/${member._id}/workout-plan`,
                    `Workout plan ${member.memberId}.pdf`,
                  ).catch((error: unknown) => setFailure(tm(errorMessage(error, GENERIC_ERROR))));
                }}
              >
                {t('mine.workoutPdf')}
              </Button>
              {failure && <Alert color="red">{failure}</Alert>}
            </Stack>
          ) : (
            <Text c="dimmed">{t('mine.noWorkout')}</Text>
          )}
        </section>

        <section aria-labelledby={`${headingId}-diet`}>
          <Title order={3} size="h4" id={`${headingId}-diet`} mb="xs">
            {t('mine.diet')}
          </Title>
          {dietPlan ? <DietWeek plan={dietPlan} /> : <Text c="dimmed">{t('mine.noDiet')}</Text>}
        </section>

        <FeesSection headingId={headingId} fees={fees} />

        <section aria-labelledby={`${headingId}-attendance`}>
          <Title order={3} size="h4" id={`${headingId}-attendance`} mb="xs">
            {t('members.attendance')}
          </Title>
          {attendanceState ??
            (attendance.length === 0 ? (
              <Text c="dimmed">{t('members.noAttendance')}</Text>
            ) : (
              <List size="sm">
                {attendance.slice(0, 10).map((day) => (
                  <List.Item key={day.date}>
                    {day.timeIn
                      ? t('mine.checkInTimes', {
                          date: format.date(day.date),
                          remark: day.remark,
                          timeIn: format.time(day.timeIn),
                          timeOut: day.timeOut ? format.time(day.timeOut) : '-',
                        })
                      : t('mine.checkIn', { date: format.date(day.date), remark: day.remark })}
                  </List.Item>
                ))}
              </List>
            ))}
        </section>

        <MemberReachSection
          api={gymApi.members.myMessages}
          memberId={member._id}
          choice={member}
          businessName={membership.gym.name}
          stale={[gymApi.members.myMemberships]}
        />
      </Stack>
    </Card>
  );
}

/**
 * `/gym/me`: the member's own gym page (issue 13 section 2, beyond the spec): for every gym that
 * lists their Vedan ID, the membership (plan, dates, status, batch), the workout plan with its
 * PDF, the diet plan, the latest fees and check-ins; and the notices meant for them.
 */
export function MyGymPage() {
  const t = useGymMembersT();
  usePageTitle(t('mine.title'));
  const { data: user } = useCurrentUser();
  const gyms = useMyGyms();
  const attendance = useEndpoint(attendanceApi.mine, {});
  const attendanceState = attendance.isPending ? (
    <Loading />
  ) : attendance.isError ? (
    <LoadError error={attendance.error} onRetry={() => void attendance.refetch()} />
  ) : undefined;
  let body;
  if (gyms.isPending) body = <Loading label={t('mine.loading')} />;
  else if (gyms.isError)
    body = <LoadError error={gyms.error} onRetry={() => void gyms.refetch()} />;
  else if (gyms.data.length === 0)
    body = (
      <Text c="dimmed">
        {user?.profile.userId
          ? t('mine.none', { vedanId: user.profile.userId })
          : t('mine.noVedanId')}
      </Text>
    );
  else
    body = gyms.data.map((membership) => (
      <MembershipCard
        key={membership.member._id}
        membership={membership}
        attendance={(attendance.data?.daily ?? []).filter(
          (day) => day.businessId === membership.gym._id,
        )}
        attendanceState={attendanceState}
      />
    ));
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('mine.title')}</Title>
      {body}
      <MyNotices />
    </Stack>
  );
}
