import dayjs from 'dayjs';
import 'dayjs/locale/hi';

/** Hindi month names as Intl writes them (नवंबर, नव॰), from the 1st month to the 12th. */
export function intlHindiMonths(width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat('hi-IN', { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 15)));
}

// The calendar's Hindi (dayjs) is given Intl's month names, which every other date of the app is
// written with: dayjs spells some differently (नवम्बर, सितम्बर), so one page showed both.
const hindi = dayjs.Ls['hi'];
if (hindi) {
  dayjs.locale(
    { ...hindi, months: intlHindiMonths('long'), monthsShort: intlHindiMonths('short') },
    undefined,
    true,
  );
}
