import { useState } from 'react';
import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { EVENT_KINDS, EVENT_MESSAGES, studentApi, type EventKind } from '@vedann/contracts';
import { useCurrentUser } from '../../../lib/auth';
import { ListPager } from '../../../ui/list-pager';
import { EventCard } from './event-card';
import { useStudentT } from '../i18n';
import { ListState } from '../list-state';
import { SectionLayout, useMenuChoice, type MenuGroup } from '../section-layout';
import { usePage } from '../student-api';

const PAGE_SIZE = 12;

/** The activity pages by the spec's paths (compition is the spec's spelling). */
const ACTIVITY_PATHS = {
  sports: '/service/activity/sports',
  esports: '/service/activity/esports',
  competition: '/service/activity/compition',
} as const;
type Activity = keyof typeof ACTIVITY_PATHS;

function EventList({ kind }: { kind: EventKind | undefined }) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const [seenKind, setSeenKind] = useState(kind);
  if (seenKind !== kind) {
    setSeenKind(kind);
    setPage(1);
  }
  const list = usePage(studentApi.events.upcoming, (answer) => answer.events, {
    kind,
    page,
    limit: PAGE_SIZE,
  });
  return (
    <>
      <ListState
        query={list}
        count={list.data?.rows.length}
        failed={EVENT_MESSAGES.loadFailed}
        empty={EVENT_MESSAGES.empty}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {list.data?.rows.map((event) => (
            <EventCard key={event._id} event={event} />
          ))}
        </SimpleGrid>
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

/** Staff of a business get a way to publish its events. */
function PublishLink() {
  const t = useStudentT();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Group>
      <Anchor component={Link} to="/mgtservice/events">
        {t('events.manageLink')}
      </Anchor>
    </Group>
  );
}

function useActivityMenu(): MenuGroup {
  const t = useStudentT();
  return {
    title: t('menus.kind'),
    items: [
      ...(Object.keys(ACTIVITY_PATHS) as Activity[]).map((activity) => ({
        value: ACTIVITY_PATHS[activity],
        label: t(`activities.${activity}.title`),
      })),
      { value: '/social/events', label: t('events.title') },
    ],
  };
}

/** `/social/events`: Upcoming Events, every organiser's, filtered by kind. */
export function EventsPage() {
  const t = useStudentT();
  const { kind } = useMenuChoice(['kind']);
  const chosen = EVENT_KINDS.find((value) => value === kind);
  return (
    <SectionLayout
      title={t('events.title')}
      intro={t('events.intro')}
      groups={[
        {
          param: 'kind',
          title: t('menus.kind'),
          items: EVENT_KINDS.map((value) => ({ value, label: t(`events.kinds.${value}`) })),
        },
      ]}
      aside={<PublishLink />}
    >
      <EventList kind={chosen} />
    </SectionLayout>
  );
}

function ActivityPage({ activity }: { activity: Activity }) {
  const t = useStudentT();
  const menu = useActivityMenu();
  return (
    <SectionLayout
      title={t(`activities.${activity}.title`)}
      intro={t(`activities.${activity}.intro`)}
      groups={[menu]}
      aside={<PublishLink />}
    >
      <EventList kind={activity} />
    </SectionLayout>
  );
}

export const SportsPage = () => <ActivityPage activity="sports" />;
export const EsportsPage = () => <ActivityPage activity="esports" />;
export const CompetitionPage = () => <ActivityPage activity="competition" />;
