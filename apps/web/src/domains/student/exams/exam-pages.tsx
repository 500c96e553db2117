import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  EXAM_MESSAGES,
  EXAM_POSTS,
  EXAM_STATES,
  SCHOLARSHIP_CATEGORIES,
  daysUntil,
  todayInIndia,
  type AdmitCard,
  type Exam,
  type ExamResult,
  type Scholarship,
  type StudyCentre,
  type TestSeries,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/auth';
import { loginPath } from '../../../lib/next';
import { ListPager } from '../../../ui/list-pager';
import { usePlatformAdmin } from '../../news';
import { DaysLeft } from '../countdown';
import { useStudentT, useStudentValue } from '../i18n';
import { ListState } from '../list-state';
import { SectionLayout, useMenuChoice, type MenuGroup } from '../section-layout';
import { followExam, useFollowedExams, usePublicList, useStudentChange } from '../student-api';

const PAGE_SIZE = 12;

/**
 * The exam menus for lists whose exam is free text (test series, results, study centres): the
 * common exams and exam bodies, each matched against the list's exam names.
 */
export const EXAM_MENU = [
  'UPSC',
  'SSC',
  'JEE',
  'NEET',
  'CUET',
  'GATE',
  'CTET',
  'HTET',
  'Banking',
] as const;

function useMenus() {
  const t = useStudentT();
  const value = useStudentValue();
  const states: MenuGroup = {
    param: 'state',
    title: t('menus.state'),
    items: EXAM_STATES.map((state) => ({ value: state, label: value(state) })),
  };
  const posts: MenuGroup = {
    param: 'post',
    title: t('menus.post'),
    items: EXAM_POSTS.map((post) => ({ value: post, label: value(post) })),
  };
  const categories: MenuGroup = {
    param: 'category',
    title: t('menus.category'),
    items: SCHOLARSHIP_CATEGORIES.map((category) => ({ value: category, label: value(category) })),
  };
  const examMenu: MenuGroup = {
    param: 'exam',
    title: t('menus.exam'),
    items: EXAM_MENU.map((exam) => ({ value: exam, label: exam })),
  };
  return { states, posts, categories, examMenu };
}

/** Platform administrators keep these lists; the page links them to the screen for it. */
function AdminLink({ tab }: { tab: string }) {
  const t = useStudentT();
  const admin = usePlatformAdmin();
  if (!admin) return null;
  return (
    <Anchor component={Link} to={`/admin/student-content?tab=${tab}`}>
      {t('admin.manage')}
    </Anchor>
  );
}

/** A paged list with its pager, after its menu choice. */
function Paged<Row>(props: {
  path: string;
  listKey: string;
  params: Record<string, string | undefined>;
  failed: string;
  empty: string;
  errorTitle?: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const key = JSON.stringify(props.params);
  const [seenKey, setSeenKey] = useState(key);
  // A new menu choice starts again at the first page.
  if (seenKey !== key) {
    setSeenKey(key);
    setPage(1);
  }
  const list = usePublicList<Row>(props.path, props.listKey, {
    ...props.params,
    page,
    limit: PAGE_SIZE,
  });
  return (
    <>
      <ListState
        query={list}
        count={list.data?.rows.length}
        failed={props.failed}
        empty={props.empty}
        errorTitle={props.errorTitle}
      >
        {list.data && props.children(list.data.rows)}
      </ListState>
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('pages')}
      />
    </>
  );
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

function FollowButton({ exam, following }: { exam: Exam; following: boolean }) {
  const t = useStudentT();
  const change = useStudentChange(followExam);
  return (
    <Button
      size="xs"
      variant={following ? 'light' : 'filled'}
      loading={change.isPending}
      aria-pressed={following}
      aria-label={t(following ? 'exams.unfollowName' : 'exams.followName', { name: exam.name })}
      onClick={() => change.mutate({ id: exam._id, follow: !following })}
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
      <Paged<Exam>
        path="/exams"
        listKey="exams"
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
      <Paged<Scholarship>
        path="/scholarships"
        listKey="scholarships"
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
      <Paged<TestSeries>
        path="/test-series"
        listKey="testSeries"
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
      <Paged<ExamResult>
        path="/exam-results"
        listKey="results"
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

/** Study Center and Admit Card show Coming Soon until a menu item is chosen (spec 02 §2). */
function ComingSoon() {
  const tm = useMessageT();
  const t = useStudentT();
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {tm(EXAM_MESSAGES.comingSoon)}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('chooseFromMenu')}
      </Text>
    </Card>
  );
}

/** `/service/exam/studycenter`: coaching and study centres by exam, libraries' own included. */
export function StudyCenterPage() {
  const t = useStudentT();
  const { data: user } = useCurrentUser();
  const { examMenu } = useMenus();
  const { exam } = useMenuChoice(['exam']);
  return (
    <SectionLayout
      title={t('studyCentres.title')}
      intro={t('studyCentres.intro')}
      groups={[examMenu]}
      aside={
        <Group justify="space-between">
          {user?.role === 'librarian' && (
            <Anchor component={Link} to="/mgtservice/study-centers">
              {t('studyCentres.listYours')}
            </Anchor>
          )}
          <AdminLink tab="studyCentres" />
        </Group>
      }
    >
      {exam === undefined ? (
        <ComingSoon />
      ) : (
        <Paged<StudyCentre>
          path="/study-centers"
          listKey="studyCenters"
          params={{ search: exam }}
          failed={EXAM_MESSAGES.studyCentresFailed}
          empty={EXAM_MESSAGES.studyCentresEmpty}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {rows.map((centre) => (
                <Card key={centre._id} withBorder component="article" aria-label={centre.coaching}>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {centre.coaching}
                    </Title>
                    <Text size="sm">
                      {t('studyCentres.examType')}: {centre.examType}
                    </Text>
                    <Text size="sm">
                      {t('studyCentres.location')}: {centre.location}
                    </Text>
                    {centre.orgId && (
                      <Badge variant="light" color="teal">
                        {t('studyCentres.library')}
                      </Badge>
                    )}
                    <OutLink href={centre.website}>{t('studyCentres.website')}</OutLink>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Paged>
      )}
    </SectionLayout>
  );
}

/** `/service/exam/admitcard`: where to download each exam's admit card, by state. */
export function AdmitCardPage() {
  const t = useStudentT();
  const { states } = useMenus();
  const { state } = useMenuChoice(['state']);
  return (
    <SectionLayout
      title={t('admitCards.title')}
      intro={t('admitCards.intro')}
      groups={[states]}
      aside={<AdminLink tab="admitCards" />}
    >
      {state === undefined ? (
        <ComingSoon />
      ) : (
        <Paged<AdmitCard>
          path="/admitcards"
          listKey="admitCards"
          params={{ state }}
          failed={EXAM_MESSAGES.admitCardsFailed}
          empty={EXAM_MESSAGES.admitCardsEmpty}
          errorTitle={t('error')}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {rows.map((card) => (
                <Card key={card._id} withBorder component="article" aria-label={card.exam}>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {card.exam}
                    </Title>
                    <OutLink href={card.websiteLink}>{t('admitCards.link')}</OutLink>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Paged>
      )}
    </SectionLayout>
  );
}
