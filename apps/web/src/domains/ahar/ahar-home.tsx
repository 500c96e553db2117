import { aharApi, type AharHome as AharHomeAnswer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { BusinessHome, type HomeSection } from '../../ui/business-home';
import { useAharT } from './i18n';
import { useAharTiffinT } from './tiffin/i18n';

/** The godown's stock list, and Demand → Own (the month's sales and the forecast). */
const STOCK = '/ahar?panel=warehouse';
const OWN = '/ahar?panel=own';
const MEMBERS = '/ahar?panel=regularMember';
const BILLS = '/ahar?panel=tiffinBills';

function useAharSections(home: AharHomeAnswer | undefined): HomeSection[] {
  const t = useAharT();
  const tt = useAharTiffinT();
  const format = useFormat();
  if (!home) return [];
  const sections: HomeSection[] = [];
  const { stock, demand, tiffin, tiffinDues } = home;
  if (stock) {
    sections.push({
      key: 'stock',
      title: t('today.stock'),
      tiles: [
        {
          key: 'expired',
          value: format.number(stock.expired),
          label: t('today.expired'),
          to: STOCK,
        },
        {
          key: 'expiring',
          value: format.number(stock.expiring),
          label: t('today.expiring', { days: stock.days }),
          to: STOCK,
        },
      ],
    });
  }
  if (demand) {
    sections.push({
      key: 'demand',
      title: t('today.demand'),
      tiles: [
        {
          key: 'forecast',
          value:
            demand.forecastToday === null
              ? t('today.noForecast')
              : format.number(demand.forecastToday),
          label: t('today.forecastToday'),
          to: OWN,
        },
        {
          key: 'yesterday',
          value: format.number(demand.yesterday.quantity),
          label: t('today.yesterday'),
          to: OWN,
        },
        {
          key: 'thisMonth',
          value: format.money(demand.thisMonth.value),
          label: t('today.thisMonth', { quantity: format.number(demand.thisMonth.quantity) }),
          to: OWN,
        },
        {
          key: 'lastMonth',
          value: format.money(demand.lastMonth.value),
          label: t('today.lastMonth', { quantity: format.number(demand.lastMonth.quantity) }),
          to: OWN,
        },
      ],
    });
  }
  if (tiffin) {
    sections.push({
      key: 'tiffin',
      title: tt('home.title'),
      tiles: [
        { key: 'today', value: format.number(tiffin.mealsToday), label: tt('home.today'), to: OWN },
        {
          key: 'tomorrow',
          value: format.number(tiffin.mealsTomorrow),
          label: tt('home.tomorrow'),
          to: OWN,
        },
        {
          key: 'paused',
          value: format.number(tiffin.pausedTomorrow),
          label: tt('home.paused'),
          to: MEMBERS,
        },
      ],
    });
  }
  if (tiffinDues) {
    sections.push({
      key: 'tiffinDues',
      title: tt('bills.title'),
      tiles: [
        {
          key: 'due',
          value: format.money(tiffinDues.amount),
          label: tt('bills.homeDue', { count: tiffinDues.bills }),
          to: BILLS,
        },
      ],
    });
  }
  return sections;
}

/** The ahar's home (issue 31): what the dashboard shows while no screen is chosen. */
export function AharHome() {
  const t = useAharT();
  const home = useEndpoint(aharApi.home, {}, { rendered: 'signedIn' });
  const sections = useAharSections(home.data);
  return (
    <BusinessHome
      query={home}
      sections={sections}
      intro={(date) => t('today.intro', { date })}
      empty={t('home')}
    />
  );
}
