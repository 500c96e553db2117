import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  EVENT_MESSAGES,
  EXAM_NOTICE_DAYS,
  LOST_LIST_KEYS,
  addDays,
  daysUntil,
  lostfoundApi,
  newsApi,
  studentApi,
  todayInIndia,
  type LostReport,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useCurrentUser } from '../../lib/auth';
import { useEndpoint } from '../../lib/endpoint';
import { loginPath } from '../../lib/next';
import { usePageTitle } from '../../ui/page-title';
import { DaysLeft } from './countdown';
import { EventCard } from './events/event-card';
import { useStudentT } from './i18n';
import { ListState } from './list-state';
import { usePage } from './student-api';

function Header({ title, intro }: { title: string; intro: string }) {
  usePageTitle(title);
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4}>
        {intro}
      </Text>
    </div>
  );
}

/** A titled part of a page, with a link to the page that has all of it. */
function Section(props: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id}>
      <Group justify="space-between">
        <Title order={2} size="h3" id={props.id}>
          {props.title}
        </Title>
        {props.more && (
          <Anchor component={Link} to={props.more.to}>
            {props.more.label}
          </Anchor>
        )}
      </Group>
      {props.children}
    </Stack>
  );
}

function NextEvents({ limit }: { limit: number }) {
  const events = usePage(studentApi.events.upcoming, (answer) => answer.events, { limit });
  return (
    <ListState
      query={events}
      count={events.data?.rows.length}
      failed={EVENT_MESSAGES.loadFailed}
      empty={EVENT_MESSAGES.empty}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {events.data?.rows.map((event) => (
          <EventCard key={event._id} event={event} />
        ))}
      </SimpleGrid>
    </ListState>
  );
}

function LatestNews() {
  const t = useStudentT();
  const format = useFormat();
  const news = usePage(newsApi.articles.list, (answer) => answer.articles, { limit: 3 });
  return (
    <ListState
      query={news}
      count={news.data?.rows.length}
      failed={t('social.newsFailed')}
      empty={t('social.noNews')}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {news.data?.rows.map((article) => (
          <Card key={article._id} withBorder component="article" aria-label={article.title}>
            <Title order={3} size="h5">
              {article.title}
            </Title>
            <Text size="xs" c="dimmed">
              {format.date(article.createdAt)}
            </Text>
            <Text size="sm" lineClamp={2} mt={4}>
              {article.description}
            </Text>
            <Anchor component={Link} to={`/newsfeed/${article._id}`} size="sm" mt={4}>
              {article.title}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </ListState>
  );
}

const lost = lostfoundApi.lost;

/**
 * The three newest open reports of each kind, the six newest of them first, as one list: it
 * loads, fails and is retried whole.
 */
function useRecentReports(enabled: boolean) {
  const call = { query: { limit: 3 } };
  const lists = [
    useEndpoint(lost.human.list, call, { enabled, select: (a) => a[LOST_LIST_KEYS.human] }),
    useEndpoint(lost.animal.list, call, { enabled, select: (a) => a[LOST_LIST_KEYS.animal] }),
    useEndpoint(lost.material.list, call, { enabled, select: (a) => a[LOST_LIST_KEYS.material] }),
  ];
  const loaded = lists.every((list) => list.isSuccess);
  const reports: LostReport[] | undefined = loaded
    ? lists
        .flatMap((list) => list.data ?? [])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, 6)
    : undefined;
  return {
    data: reports,
    isPending: lists.some((list) => list.isPending),
    isError: !loaded && lists.some((list) => list.isError),
    refetch: () => Promise.all(lists.map((list) => list.refetch())),
  };
}

/** The newest open reports of every kind; the lost-and-found lists are for signed-in people. */
function RecentReports() {
  const t = useStudentT();
  const format = useFormat();
  const { data: user } = useCurrentUser();
  const reports = useRecentReports(Boolean(user));
  if (!user)
    return (
      <Anchor component={Link} to={loginPath('/social')}>
        {t('social.logInForReports')}
      </Anchor>
    );
  return (
    <ListState
      query={reports}
      count={reports.data?.length}
      failed={t('social.reportsFailed')}
      empty={t('social.noReports')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {reports.data?.map((report) => (
          <Card key={report._id} withBorder component="article" aria-label={report.title}>
            <Title order={3} size="h5">
              {report.title}
            </Title>
            <Text size="xs" c="dimmed">
              {report.city
                ? t('social.reportWhere', {
                    city: report.city,
                    date: format.date(report.createdAt),
                  })
                : format.date(report.createdAt)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </ListState>
  );
}

/** `/social`: the platform's social page, with links to each board. */
export function SocialPage() {
  const t = useStudentT();
  return (
    <Stack gap="xl" py="md">
      <Header title={t('social.title')} intro={t('social.intro')} />
      <Section
        id="social-events"
        title={t('social.events')}
        more={{ to: '/social/events', label: t('social.allEvents') }}
      >
        <NextEvents limit={3} />
      </Section>
      <Section
        id="social-news"
        title={t('social.news')}
        more={{ to: '/newsfeed', label: t('social.allNews') }}
      >
        <LatestNews />
      </Section>
      <Section
        id="social-lost"
        title={t('social.lostFound')}
        more={{ to: '/lostnfound', label: t('social.openLostFound') }}
      >
        <Text size="sm">{t('social.lostFoundText')}</Text>
        <RecentReports />
      </Section>
      <Section
        id="social-blood"
        title={t('social.bloodHelp')}
        more={{ to: '/blood-help', label: t('social.openBlood') }}
      >
        <Text size="sm">{t('social.bloodText')}</Text>
      </Section>
    </Stack>
  );
}

/** `/sunny`: the day at a glance: exams closing within a week and the next events. */
export function SunnyPage() {
  const t = useStudentT();
  const format = useFormat();
  const today = todayInIndia();
  const exams = usePage(studentApi.exams.exams.list, (answer) => answer.exams, {
    openOn: today,
    limit: 50,
  });
  const soon = (exams.data?.rows ?? []).filter(
    (exam) => exam.lastDate <= addDays(today, EXAM_NOTICE_DAYS),
  );
  return (
    <Stack gap="xl" py="md">
      <Header title={t('sunny.title')} intro={t('sunny.intro')} />
      <Text fw={600}>{t('sunny.today', { date: format.date(today) })}</Text>
      <Section
        id="sunny-exams"
        title={t('sunny.exams')}
        more={{ to: '/service/exam/apply', label: t('sunny.allExams') }}
      >
        <ListState
          query={exams}
          count={soon.length}
          failed={t('dashboard.failed')}
          empty={t('sunny.noExams')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {soon.map((exam) => (
              <Card key={exam._id} withBorder component="article" aria-label={exam.name}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h5">
                    {exam.name}
                  </Title>
                  <DaysLeft daysLeft={daysUntil(exam.lastDate, today)} />
                </Group>
                <Text size="sm">
                  {t('dashboard.lastDate', { date: format.date(exam.lastDate) })}
                </Text>
                <Anchor href={exam.site} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('exams.site')}
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        </ListState>
      </Section>
      <Section
        id="sunny-events"
        title={t('sunny.events')}
        more={{ to: '/social/events', label: t('social.allEvents') }}
      >
        <NextEvents limit={3} />
      </Section>
    </Stack>
  );
}
