import { barberApi, type BarberHome as BarberHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { BusinessHome, type HomeSection } from '../../ui/business-home';
import { useBarberT } from './i18n';

/** Every figure is the walk-in queue's: its panel. */
const QUEUE = '/barber?panel=queue';

function useBarberSections(home: BarberHomeAnswer | undefined): HomeSection[] {
  const t = useBarberT();
  const format = useFormat();
  const queue = home?.queue;
  if (!queue) return [];
  return [
    {
      key: 'queue',
      title: t('today.queue'),
      tiles: [
        {
          key: 'waiting',
          value: format.number(queue.waiting),
          label: t('today.waiting'),
          to: QUEUE,
        },
        {
          key: 'serving',
          value: queue.serving === null ? t('today.nobodyServed') : format.number(queue.serving),
          label: t('today.serving'),
          to: QUEUE,
        },
      ],
    },
    {
      key: 'day',
      title: t('today.day'),
      tiles: [
        {
          key: 'customers',
          value: format.number(queue.customers),
          label: t('today.customers', { count: queue.customers }),
          to: QUEUE,
        },
        {
          key: 'takings',
          value: format.money(queue.takings),
          label: t('today.takings'),
          to: QUEUE,
        },
      ],
      chart: {
        title: t('today.week'),
        name: t('today.weekName'),
        points: queue.week.map((day) => ({ label: format.dayMonth(day.at), value: day.takings })),
        valueFormatter: (value) => format.money(value),
      },
      more: { label: t('today.openQueue'), to: QUEUE },
    },
  ];
}

/** The barber's home (issue 31): what the dashboard shows while no screen is chosen. */
export function BarberHome() {
  const t = useBarberT();
  const home = useEndpoint(barberApi.home, {}, { rendered: 'signedIn' });
  const sections = useBarberSections(home.data);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) => t('today.intro', { date })}
      empty={t('home')}
    />
  );
}
