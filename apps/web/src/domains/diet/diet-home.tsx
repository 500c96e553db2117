import { dietApi, ringTimeLabel, type DietHome as DietHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { BusinessHome, type HomeSection } from '../../ui/business-home';
import type { Pane } from './diet-page';
import { useDietT } from './i18n';

const paneLink = (pane: Pane) => `/diet?pane=${pane}`;

function useDietSections(home: DietHomeAnswer | undefined): HomeSection[] {
  const t = useDietT();
  const format = useFormat();
  if (!home) return [];
  const { timetable, reminders, dosha, consultations } = home;
  const ring = reminders.next;
  return [
    {
      key: 'timetable',
      title: t('home.timetable'),
      tiles: timetable
        ? [
            {
              key: 'activities',
              value: format.number(timetable.activities),
              label: t('home.activities', { count: timetable.activities }),
              to: paneLink('timeTable'),
            },
            {
              key: 'next',
              value: timetable.next ? ringTimeLabel(timetable.next.start) : t('home.done'),
              label: timetable.next
                ? t('home.next', { activity: timetable.next.activity })
                : t('home.nothingNext'),
              to: paneLink('timeTable'),
            },
          ]
        : [{ key: 'none', value: '0', label: t('home.noTimetable'), to: paneLink('timeTable') }],
    },
    {
      key: 'reminders',
      title: t('home.reminders'),
      tiles: [
        {
          key: 'count',
          value: format.number(reminders.count),
          label: t('home.reminderCount', { count: reminders.count }),
          to: paneLink('reminder'),
        },
        {
          key: 'next',
          value: ring ? ringTimeLabel(ring.ringTime) : '-',
          label: ring
            ? t(ring.tomorrow ? 'home.nextRingTomorrow' : 'home.nextRing', { remark: ring.remark })
            : t('home.noRing'),
          to: paneLink('reminder'),
        },
      ],
    },
    {
      key: 'food',
      title: t('home.food'),
      tiles: [
        dosha
          ? {
              key: 'dosha',
              value: t(`vpk.names.${dosha}`),
              label: t('home.dosha'),
              to: paneLink('items'),
            }
          : {
              key: 'dosha',
              value: t('home.notTaken'),
              label: t('home.noDosha'),
              to: paneLink('identify'),
            },
        {
          key: 'queries',
          value: format.number(consultations.count),
          label: t('home.queries', { count: consultations.count }),
          to: paneLink('consultant'),
        },
      ],
    },
  ];
}

/** The diet dashboard's home (issue 31): the student's day at a glance, each figure a link. */
export function DietHome() {
  const t = useDietT();
  const home = useEndpoint(dietApi.home, {});
  const sections = useDietSections(home.data);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) =>
        home.data ? t('home.today', { day: t(`timetable.days.${home.data.weekDay}`), date }) : ''
      }
      empty={t('home.intro')}
    />
  );
}
