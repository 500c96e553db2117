import {
  Anchor,
  Button,
  Card,
  Grid,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { MyNotices } from '../notices';
import { MyGymLink } from '../gym';
import { MyTiffinLink } from '../ahar';
import { useDashboardT } from './i18n';
import { DASHBOARD_CARDS, HELP_LINKS, SCHEDULE_ANCHOR, SIDEBAR_GROUPS } from './links';
import { ServiceTiles } from './service-tiles';
import { ExamDeadlines } from '../student';

function Sidebar() {
  const t = useDashboardT();
  return (
    <Paper withBorder p="md" component="nav" aria-label={t('nav')}>
      <Stack gap="md">
        {SIDEBAR_GROUPS.map((group) => (
          <div key={group.label}>
            {group.to ? (
              <Anchor component={Link} to={group.to} fw={700}>
                {t(`links.${group.label}`)}
              </Anchor>
            ) : (
              <Text fw={700}>{t(`links.${group.label}`)}</Text>
            )}
            {group.links.length > 0 && (
              <List size="sm" mt={4} spacing="xs" listStyleType="none" withPadding>
                {group.links.map((link) => (
                  <List.Item key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm">
                      {t(`links.${link.label}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** `/service`: the student dashboard (spec 01 section 2.3) and the services page (spec 02). */
export function DashboardPage() {
  const t = useDashboardT();
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('title')}</Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Sidebar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xl">
            <MyNotices />
            <MyGymLink />
            <MyTiffinLink />
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {DASHBOARD_CARDS.map((card) => (
                <Card
                  key={card.title}
                  withBorder
                  component="section"
                  aria-label={t(`links.${card.title}`)}
                >
                  <Title order={2} size="h4" mb="xs">
                    {t(`links.${card.title}`)}
                  </Title>
                  <Stack gap={4}>
                    {card.links.map((link) => (
                      <Anchor key={link.to + link.label} component={Link} to={link.to}>
                        {t(`links.${link.label}`)}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ExamDeadlines
                noticeTitle={t('links.examNotification')}
                timeUntilTitle={t('links.timeUntil')}
              />
            </SimpleGrid>

            <Stack gap="xs">
              <ServiceTiles wide={false} />
              <Anchor component={Link} to="/business">
                {t('findBusiness')}
              </Anchor>
            </Stack>

            <section aria-labelledby="help-and-events">
              <Title order={2} size="h4" id="help-and-events" mb="sm">
                {t('helpAndEvents')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
                {HELP_LINKS.map((link) => (
                  <Button key={link.to} component={Link} to={link.to} variant="default">
                    {t(`links.${link.label}`)}
                  </Button>
                ))}
                <Button component="a" href={`#${SCHEDULE_ANCHOR}`}>
                  {t('scheduleNow')}
                </Button>
              </SimpleGrid>
            </section>

            <section aria-labelledby="latest-news">
              <Title order={2} size="h4" id="latest-news" mb="sm">
                {t('latestNews')}
              </Title>
              <Anchor component={Link} to="/newsfeed">
                {t('readNews')}
              </Anchor>
            </section>

            <Paper
              withBorder
              p="md"
              component="section"
              id={SCHEDULE_ANCHOR}
              aria-labelledby="schedule-title"
            >
              <Title order={2} size="h4" id="schedule-title" mb="xs">
                {t('schedule.title')}
              </Title>
              <Text size="sm" mb="sm">
                {t('schedule.text')}
              </Text>
              <Stack gap={4}>
                <Anchor component={Link} to="/library">
                  {t('schedule.seat')}
                </Anchor>
                <Anchor component={Link} to="/service/exam/testseries">
                  {t('schedule.testSeries')}
                </Anchor>
                <Anchor component={Link} to="/social/events">
                  {t('schedule.events')}
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
