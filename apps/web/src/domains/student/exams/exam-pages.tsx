import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { EXAM_MESSAGES, daysUntil, studentApi, todayInIndia, type Exam } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpointMutation } from '../../../lib/endpoint';
import { loginPath } from '../../../lib/next';
import { DaysLeft } from '../countdown';
import { useStudentT, useStudentValue } from '../i18n';
import { SectionLayout, useMenuChoice } from '../section-layout';
import { said, useFollowedExams } from '../student-api';
import { AdminLink, OutLink, Paged, useMenus } from './exam-parts';

export { AdmitCardPage, StudyCenterPage } from './centre-pages';

function FollowButton({ exam, following }: { exam: Exam; following: boolean }) {
  const t = useStudentT();
  const change = useEndpointMutation(
    following ? studentApi.exams.unfollow : studentApi.exams.follow,
    {
      toCall: (id: string) => ({ params: { id } }),
      stale: [studentApi.exams.followed],
      onSuccess: said,
    },
  );
  return (
    <Button
      size="xs"
      variant={following ? 'light' : 'filled'}
      loading={change.isPending}
      aria-pressed={following}
      aria-label={t(following ? 'exams.unfollowName' : 'exams.followName', { name: exam.name })}
      onClick={() => change.mutate(exam._id)}
    >
      {following ? t('exams.following') : t('exams.follow')}
    </Button>
  );
}

/** `/service/exam/apply`: exams open for applications, by state and post, with follow. */
export function ApplyPage() {
  const t = useStudentT();
  const value = useStudentValue();
  const format = useFormat();
  const location = useLocation();
  const { states, posts } = useMenus();
  const { state, post } = useMenuChoice(['state', 'post']);
  const { data: user } = useCurrentUser();
  const followed = useFollowedExams();
  const followedIds = new Set(followed.data?.exams.map((exam) => exam._id));
  const today = todayInIndia();
  return (
    <SectionLayout
      title={t('exams.title')}
      pageTitle={t('exams.pageTitle')}
      intro={t('exams.intro')}
      groups={[states, posts]}
      aside={
        <Group justify="space-between">
          {user ? (
            <Text size="sm">{t('exams.followHint')}</Text>
          ) : user === undefined ? (
            // The account is still looked up, or the check failed: only "nobody" is signed out.
            <span />
          ) : (
            <Anchor component={Link} to={loginPath(`${location.pathname}${location.search}`)}>
              {t('exams.logInToFollow')}
            </Anchor>
          )}
          <AdminLink tab="exams" />
        </Group>
      }
    >
      <Paged
        list={studentApi.exams.exams.list}
        rows={(answer) => answer.exams}
        params={{ state, post, openOn: today }}
        failed={EXAM_MESSAGES.examsFailed}
        empty={EXAM_MESSAGES.examsEmpty}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {rows.map((exam) => (
              <Card key={exam._id} withBorder component="article" aria-label={exam.name}>
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Title order={2} size="h4">
                      {exam.name}
                    </Title>
                    <DaysLeft daysLeft={daysUntil(exam.lastDate, today)} />
                  </Group>
                  <Text size="sm">{exam.university}</Text>
                  <Group gap="xs">
                    <Badge variant="outline">{value(exam.state)}</Badge>
                    <Badge variant="outline" color="grape">
                      {value(exam.post)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {t('exams.notificationDate')}: {format.date(exam.notificationDate)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('exams.lastDate')}: {format.date(exam.lastDate)}
                  </Text>
                  <Group justify="space-between">
                    <OutLink href={exam.site}>{t('exams.site')}</OutLink>
                    {user && <FollowButton exam={exam} following={followedIds.has(exam._id)} />}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Paged>
    </SectionLayout>
  );
}

/** `/service/exam/scholarship`: scholarships by category. */
export function ScholarshipPage() {
  const t = useStudentT();
  const value = useStudentValue();
  const { categories } = useMenus();
  const { category } = useMenuChoice(['category']);
  return (
    <SectionLayout
      title={t('scholarships.title')}
      intro={t('scholarships.intro')}
      groups={[categories]}
      aside={<AdminLink tab="scholarships" />}
    >
      <Paged
        list={studentApi.exams.scholarships.list}
        rows={(answer) => answer.scholarships}
        params={{ category }}
        failed={EXAM_MESSAGES.scholarshipsFailed}
        empty={EXAM_MESSAGES.scholarshipsEmpty}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {rows.map((scholarship) => (
              <Card
                key={scholarship._id}
                withBorder
                component="article"
                aria-label={scholarship.name}
              >
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    {scholarship.name}
                  </Title>
                  <Text size="sm">
                    {t('scholarships.field')}: {scholarship.field}
                  </Text>
                  <Badge variant="outline">{value(scholarship.category)}</Badge>
                  <OutLink href={scholarship.link}>{t('scholarships.link')}</OutLink>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Paged>
    </SectionLayout>
  );
}

/** Rows grouped under their exam's name, in the order they came. */
function byExam<Row extends { exam: string }>(rows: Row[]): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.exam, [...(groups.get(row.exam) ?? []), row]);
  return [...groups.entries()];
}

/** `/service/exam/testseries`: practice tests grouped by exam, each a link to its publisher. */
export function TestSeriesPage() {
  const t = useStudentT();
  const { examMenu } = useMenus();
  const { exam } = useMenuChoice(['exam']);
  return (
    <SectionLayout
      title={t('testSeries.title')}
      intro={t('testSeries.intro')}
      groups={[examMenu]}
      aside={<AdminLink tab="testSeries" />}
    >
      <Paged
        list={studentApi.exams.testSeries.list}
        rows={(answer) => answer.testSeries}
        params={{ search: exam }}
        failed={t('testSeries.failed')}
        empty={EXAM_MESSAGES.testSeriesEmpty}
      >
        {(rows) => (
          <Stack gap="md">
            {byExam(rows).map(([name, tests]) => (
              <Card key={name} withBorder component="section" aria-label={name}>
                <Title order={2} size="h4" mb="xs">
                  {name}
                </Title>
                <Stack gap={4}>
                  {tests.map((test) => (
                    <Group key={test._id} gap="xs">
                      <OutLink href={test.link}>{test.title}</OutLink>
                      <Badge variant="light" color={test.free ? 'green' : 'gray'}>
                        {test.free ? t('testSeries.free') : t('testSeries.paid')}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Paged>
    </SectionLayout>
  );
}

/** `/service/exam/result`: result announcements, newest first, with the official page. */
export function ResultPage() {
  const t = useStudentT();
  const format = useFormat();
  const { examMenu } = useMenus();
  const { exam } = useMenuChoice(['exam']);
  return (
    <SectionLayout
      title={t('results.title')}
      intro={t('results.intro')}
      groups={[examMenu]}
      aside={<AdminLink tab="results" />}
    >
      <Paged
        list={studentApi.exams.results.list}
        rows={(answer) => answer.results}
        params={{ search: exam }}
        failed={t('results.failed')}
        empty={EXAM_MESSAGES.resultsEmpty}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {rows.map((result) => (
              <Card key={result._id} withBorder component="article" aria-label={result.exam}>
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    {result.exam}
                  </Title>
                  <Text size="sm">{result.title}</Text>
                  <Text size="sm">
                    {t('results.date')}: {format.date(result.resultDate)}
                  </Text>
                  <OutLink href={result.link}>{t('results.link')}</OutLink>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Paged>
    </SectionLayout>
  );
}
