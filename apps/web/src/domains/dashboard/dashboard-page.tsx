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
import { DASHBOARD_CARDS, HELP_LINKS, SCHEDULE_ANCHOR, SIDEBAR_GROUPS } from './links';
import { ServiceTiles } from './service-tiles';

function Sidebar() {
  return (
    <Paper withBorder p="md" component="nav" aria-label="Student dashboard">
      <Stack gap="md">
        {SIDEBAR_GROUPS.map((group) => (
          <div key={group.label}>
            {group.to ? (
              <Anchor component={Link} to={group.to} fw={700}>
                {group.label}
              </Anchor>
            ) : (
              <Text fw={700}>{group.label}</Text>
            )}
            {group.links.length > 0 && (
              <List size="sm" mt={4} spacing="xs" listStyleType="none" withPadding>
                {group.links.map((link) => (
                  <List.Item key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm">
                      {link.label}
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
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Student dashboard</Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Sidebar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {DASHBOARD_CARDS.map((card) => (
                <Card key={card.title} withBorder component="section" aria-label={card.title}>
                  <Title order={2} size="h4" mb="xs">
                    {card.title}
                  </Title>
                  <Stack gap={4}>
                    {card.links.map((link) => (
                      <Anchor key={link.to + link.label} component={Link} to={link.to}>
                        {link.label}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>

            <Stack gap="xs">
              <ServiceTiles wide={false} />
              <Anchor component={Link} to="/business">
                Find a library or gym and its membership plans
              </Anchor>
            </Stack>

            <section aria-labelledby="help-and-events">
              <Title order={2} size="h4" id="help-and-events" mb="sm">
                Help and events
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
                {HELP_LINKS.map((link) => (
                  <Button key={link.to} component={Link} to={link.to} variant="default">
                    {link.label}
                  </Button>
                ))}
                <Button component="a" href={`#${SCHEDULE_ANCHOR}`}>
                  Schedule Now
                </Button>
              </SimpleGrid>
            </section>

            <section aria-labelledby="latest-news">
              <Title order={2} size="h4" id="latest-news" mb="sm">
                Latest News
              </Title>
              <Anchor component={Link} to="/newsfeed">
                Read the latest news
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
                Schedule
              </Title>
              <Text size="sm" mb="sm">
                Plan your week: pick a library seat for your study hours, keep up with the test
                series, and join an event.
              </Text>
              <Stack gap={4}>
                <Anchor component={Link} to="/library">
                  Book a library seat
                </Anchor>
                <Anchor component={Link} to="/service/exam/testseries">
                  Test series timetable
                </Anchor>
                <Anchor component={Link} to="/social/events">
                  Upcoming events
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
