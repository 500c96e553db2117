import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
// The calendar's month and day names in Hindi; its digits stay Latin, as in the rest of the app.
import './dayjs-hindi';
import { isCalendarDate } from '@vedann/contracts';
import { DAY_MONTH_YEAR, dateFieldMessage, dateFieldValue, parseDayMonthYear } from './date-text';

export interface DateFieldProps extends Omit<
  DateInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'valueFormat'
  | 'dateParser'
  | 'fixOnBlur'
  | 'clearable'
  | 'allowDeselect'
  | 'label'
> {
  label: string;
  /**
   * The day as YYYY-MM-DD, '' for none, or the text typed when it is no day (`dateFieldValue`).
   * Optional only as @mantine/form's `getInputProps` types it; a controlled form always gives it.
   */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * Follows changes of the value made outside the field (a form emptied after saving, a Clear
 * button) by starting the input again from the new value. A value the field gave itself changes
 * nothing under the person typing, nor does a screen that keeps its last day when given text
 * that is no day.
 */
function useOutsideChanges(value: string) {
  const [seen, setSeen] = useState({ value, given: value, generation: 0 });
  if (seen.value !== value) {
    setSeen({
      value,
      given: seen.given,
      generation: value === seen.given ? seen.generation : seen.generation + 1,
    });
  }
  const given = (next: string) => setSeen((current) => ({ ...current, given: next }));
  return { generation: seen.generation, given };
}

/**
 * The one date input of the app: typed or picked as DD/MM/YYYY in both languages, the calendar
 * in the page's language with Monday first, the value kept as YYYY-MM-DD for the forms and the
 * contracts. Text that is no day (31/02/2026) reaches the form as typed, whose rule then refuses
 * it with the field's own message.
 */
export function DateField({ value = '', onChange, error, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const { generation, given } = useOutsideChanges(value);
  const day = isCalendarDate(value) ? value : null;
  const change = (next: string) => {
    given(next);
    onChange(next);
  };
  return (
    <DateInput
      key={generation}
      placeholder={t('dateField.format')}
      {...props}
      // The field's own settings rather than a DatesProvider in the app's shell: it is the one
      // user of @mantine/dates, and the shell is in every page's first load (decision 0361).
      locale={i18n.language === 'hi' ? 'hi' : 'en'}
      firstDayOfWeek={1}
      valueFormat={DAY_MONTH_YEAR}
      dateParser={parseDayMonthYear}
      value={day}
      // A whole day typed, or a day picked: Mantine gives it as YYYY-MM-DD.
      onChange={(picked) => change(picked ?? '')}
      onInput={(event) => {
        // Emptied, or not (yet) a day: Mantine keeps its last day, so the form is told here.
        const text = event.currentTarget.value;
        if (parseDayMonthYear(text) === null) change(dateFieldValue(text));
      }}
      // Tidies 1/2/2026 to 01/02/2026 on leaving; text that is no day stays, beside its message.
      fixOnBlur={day !== null}
      error={dateFieldMessage(error)}
      ariaLabels={{
        previousMonth: t('dateField.previousMonth'),
        nextMonth: t('dateField.nextMonth'),
        previousYear: t('dateField.previousYear'),
        nextYear: t('dateField.nextYear'),
        previousDecade: t('dateField.previousDecade'),
        nextDecade: t('dateField.nextDecade'),
      }}
    />
  );
}
