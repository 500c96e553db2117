import { Badge, Button, Stack, Text } from '@mantine/core';
import { WITHDRAWABLE_STATUSES, type ApplicationStatus } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useConfirm } from '../../ui/confirm';
import { useJobsT } from './i18n';
import { useWithdraw } from './jobs-api';

/**
 * A student's application as My applications and the job's own page show it: its status, when
 * the company changed it (how the app tells the student of a change), and Withdraw, asked first.
 */

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'teal',
  rejected: 'red',
  hired: 'green',
};

/** An application's or a job's status in the chosen language. */
export function useStatusLabel() {
  const t = useJobsT();
  return (status: string) => t(`status.${status as ApplicationStatus | 'open' | 'closed'}`);
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const label = useStatusLabel();
  return <Badge color={STATUS_COLORS[status]}>{label(status)}</Badge>;
}

/** The status, and when the company changed it. */
export function StatusCell({
  status,
  statusChangedAt,
}: {
  status: ApplicationStatus;
  statusChangedAt: string | null;
}) {
  const t = useJobsT();
  const format = useFormat();
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={status} />
      {statusChangedAt && (
        <Text size="xs" c="dimmed">
          {t('applications.changed', { date: format.date(statusChangedAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** The application Withdraw acts on: its id, status and the job's title. */
export interface Withdrawable {
  _id: string;
  status: ApplicationStatus;
  title: string;
}

/** Withdraw, asked first (`useWithdrawConfirm`); shown only while nothing has been decided. */
export function WithdrawButton({
  application,
  onWithdraw,
}: {
  application: Withdrawable;
  onWithdraw: (application: Withdrawable) => void;
}) {
  const t = useJobsT();
  if (!WITHDRAWABLE_STATUSES.includes(application.status)) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="red"
      aria-label={t('applications.withdrawLabel', { title: application.title })}
      onClick={() => onWithdraw(application)}
    >
      {t('applications.withdraw')}
    </Button>
  );
}

/** Withdrawing with its confirmation: `ask` opens it, `dialog` is rendered by the page. */
export function useWithdrawConfirm() {
  const t = useJobsT();
  const withdraw = useWithdraw();
  const { confirm, dialog } = useConfirm();
  const ask = (application: Withdrawable) => {
    void (async () => {
      const yes = await confirm({
        title: t('applications.withdrawTitle', { title: application.title }),
        message: t('applications.withdrawText'),
        confirmLabel: t('applications.withdraw'),
      });
      if (yes) withdraw.mutate(application._id);
    })();
  };
  return { ask, dialog, pending: withdraw.isPending };
}
