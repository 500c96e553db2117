import dayjs from 'dayjs';
import 'dayjs/locale/hi';
import { monthNames } from '../i18n/format';

// The calendar's Hindi (dayjs) is given the month names every other date of the app is written
// with (Intl's): dayjs spells some differently (नवम्बर, सितम्बर), so one page showed both.
const hindi = dayjs.Ls['hi'];
if (hindi) {
  dayjs.locale(
    {
      ...hindi,
      months: [...monthNames('hi', 'long')],
      monthsShort: [...monthNames('hi', 'short')],
    },
    undefined,
    true,
  );
}
