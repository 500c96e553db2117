import { gymHomeEndpoint, type GymHome as GymHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useEndpoint } from '../../../lib/endpoint';
import { BusinessHome, type HomeSection } from '../../../ui/business-home';
import { useGymT } from '../i18n';

/** Where each figure leads: the panel that lists it, filtered where the list has that filter. */
const membersOf = (status: string) => `/gym?panel=member&status=${status}`;
const FEES = '/gym?panel=fees';
const ATTENDANCE = '/gym/attendence';

function useGymSections(home: GymHomeAnswer | undefined): HomeSection[] {
  const t = useGymT();
  const format = useFormat();
  if (!home) return [];
  const sections: HomeSection[] = [];
  const { members, checkIns, fees } = home;
  if (members) {
    sections.push({
      key: 'members',
      title: t('today.members'),
      tiles: (['active', 'expiring', 'expired', 'frozen'] as const).map((key) => ({
        key,
        value: format.number(members[key]),
        label: t(`today.${key}`),
        to: membersOf(key.charAt(0).toUpperCase() + key.slice(1)),
      })),
    });
  }
  if (checkIns) {
    sections.push({
      key: 'visits',
      title: t('today.visits'),
      tiles: [
        {
          key: 'checkIns',
          value: format.number(checkIns.today),
          label: t('today.checkIns'),
          to: ATTENDANCE,
        },
      ],
    });
  }
  if (fees) {
    sections.push({
      key: 'fees',
      title: t('today.fees', { month: format.month(fees.month) }),
      tiles: [
        {
          key: 'due',
          value: format.money(fees.due.amount),
          label: t('today.due', { count: fees.due.count }),
          to: FEES,
        },
        {
          key: 'collected',
          value: format.money(fees.collected.amount),
          label: t('today.collected', { count: fees.collected.count }),
          to: FEES,
        },
        ...(home.renewalsThisWeek === null
          ? []
          : [
              {
                key: 'renewals',
                value: format.number(home.renewalsThisWeek),
                label: t('today.renewals', { count: home.renewalsThisWeek }),
                to: FEES,
              },
            ]),
      ],
      chart: {
        title: t('today.revenue'),
        name: t('today.revenueName'),
        points: fees.revenue.map((point) => ({
          label: format.month(point.at),
          value: point.value,
        })),
        valueFormatter: (value) => format.money(value),
      },
      more: { label: t('today.openFees'), to: FEES },
    });
  }
  return sections;
}

/** The gym's home (issue 31): what the dashboard shows while no screen is chosen. */
export function GymHome() {
  const t = useGymT();
  const home = useEndpoint(gymHomeEndpoint, {}, { rendered: 'signedIn' });
  const sections = useGymSections(home.data);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) => t('today.intro', { date })}
      empty={t('home')}
    />
  );
}
