import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EXAM_NOTICE_DAYS } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/auth';
import { Countdown, DaysLeft } from '../countdown';
import { useStudentT } from '../i18n';
import { useFollowedExams } from '../student-api';
import { LoadError } from '../../../ui/load-error';

/**
 * The student dashboard's Exam Notification and Time Until cards, filled: the followed exams
 * whose last date is within seven days, and a countdown to the nearest one.
 */
export function ExamDeadlines(props: { noticeTitle: string; timeUntilTitle: string }) {
  const t = useStudentT();
  const format = useFormat();
  const { data: user } = useCurrentUser();
  const followed = useFollowedExams(EXAM_NOTICE_DAYS);
  const exams = followed.data?.exams ?? [];
  const nearest = exams[0];
  let notice;
  // Signed out is an answer (null); a check still running or failed is not.
  if (user === null) notice = <Text size="sm">{t('dashboard.logIn')}</Text>;
  else if (followed.isError)
    notice = (
      <LoadError
        error={undefined}
        fallback={t('dashboard.failed')}
        onRetry={() => void followed.refetch()}
      />
    );
  else if (followed.isPending) notice = null;
  else if (exams.length === 0)
    notice = <Text size="sm">{t('dashboard.none', { days: EXAM_NOTICE_DAYS })}</Text>;
  else
    notice = (
      <Stack gap={6}>
        {exams.map((exam) => (
          <div key={exam._id}>
            <Anchor href={exam.site} target="_blank" rel="noopener noreferrer" fw={600}>
              {exam.name}
            </Anchor>
            <Text size="xs">{t('dashboard.lastDate', { date: format.date(exam.lastDate) })}</Text>
            <DaysLeft daysLeft={exam.daysLeft} />
          </div>
        ))}
      </Stack>
    );
  return (
    <>
      <Card withBorder component="section" aria-label={props.noticeTitle}>
        <Title order={2} size="h4" mb="xs">
          {props.noticeTitle}
        </Title>
        {notice}
        <Anchor component={Link} to="/service/exam/apply" size="sm" mt="xs">
          {t('sunny.allExams')}
        </Anchor>
      </Card>
      <Card withBorder component="section" aria-label={props.timeUntilTitle}>
        <Title order={2} size="h4" mb="xs">
          {props.timeUntilTitle}
        </Title>
        {nearest ? (
          <Stack gap={4}>
            <Text size="sm">{t('dashboard.timeUntil', { name: nearest.name })}</Text>
            <Countdown lastDate={nearest.lastDate} />
          </Stack>
        ) : (
          <Text size="sm">
            {user ? t('dashboard.none', { days: EXAM_NOTICE_DAYS }) : t('dashboard.logIn')}
          </Text>
        )}
      </Card>
    </>
  );
}
