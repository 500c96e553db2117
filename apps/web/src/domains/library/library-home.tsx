import { libraryApi, type LibraryHome as LibraryHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { BusinessHome, type HomeSection, type HomeTile } from '../../ui/business-home';
import { useLibraryT, type libraryCatalogue } from './i18n';

type PageKey = keyof typeof libraryCatalogue.manage.items;

function useLibrarySections(
  home: LibraryHomeAnswer | undefined,
  link: (page: PageKey) => string,
): HomeSection[] {
  const t = useLibraryT();
  const format = useFormat();
  if (!home) return [];
  const sections: HomeSection[] = [];
  if (home.seats) {
    sections.push({
      key: 'seats',
      title: t('manage.home.seats'),
      tiles: home.seats.shifts.map((row) => ({
        key: row.shift,
        value: format.number(row.free),
        label: t('manage.home.freeSeats', {
          shift: t(`shifts.${row.shift}`),
          seats: format.number(row.seats),
        }),
        to: link('seat'),
      })),
      chart: {
        title: t('manage.home.occupancy'),
        name: t('manage.home.occupancyName'),
        points: home.seats.occupancy.map((day) => ({
          label: format.dayMonth(day.at),
          value: day.value,
        })),
        valueFormatter: (value) => format.number(value),
      },
      more: { label: t('manage.home.openSeats'), to: link('seat') },
    });
  }
  const desk: HomeTile[] = [];
  if (home.dues) {
    desk.push({
      key: 'dues',
      value: format.money(home.dues.amount),
      label: t('manage.home.feesDue', { count: home.dues.count }),
      to: link('fees'),
    });
  }
  if (home.seatHolds) {
    desk.push({
      key: 'seatHolds',
      value: format.number(home.seatHolds.count),
      label: t('manage.home.seatHolds', { count: home.seatHolds.count }),
      to: link('seat'),
    });
  }
  if (home.renewalsThisWeek !== null) {
    desk.push({
      key: 'renewals',
      value: format.number(home.renewalsThisWeek),
      label: t('manage.home.renewals', { count: home.renewalsThisWeek }),
      to: link('seat'),
    });
  }
  if (home.overdueLoans !== null) {
    desk.push({
      key: 'loans',
      value: format.number(home.overdueLoans),
      label: t('manage.home.loansOverdue', { count: home.overdueLoans }),
      to: link('bookloan'),
    });
  }
  if (home.checkIns !== null) {
    desk.push({
      key: 'checkIns',
      value: format.number(home.checkIns),
      label: t('manage.home.checkIns'),
      to: link('attendence'),
    });
  }
  if (home.openEnquiries !== null) {
    desk.push({
      key: 'enquiries',
      value: format.number(home.openEnquiries),
      label: t('manage.home.enquiries', { count: home.openEnquiries }),
      to: link('enquiry'),
    });
  }
  if (desk.length > 0) sections.push({ key: 'desk', title: t('manage.home.desk'), tiles: desk });
  return sections;
}

/**
 * `/mgtservice/mgtlibrary` (issue 31): free seats per shift, dues, seats booked online and renewed
 * by members this week, overdue loans, check-ins and open enquiries, each a link to its page, from one request; each part only for a member who may
 * open its page.
 */
export function LibraryHome({ link }: { link: (page: PageKey) => string }) {
  const t = useLibraryT();
  const home = useEndpoint(libraryApi.home, {}, { rendered: 'signedIn' });
  const sections = useLibrarySections(home.data, link);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) => t('manage.home.intro', { date })}
      empty={t('manage.home.nothing')}
    />
  );
}
