import { useEffect, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useStudentT } from './i18n';

/** India is UTC+05:30 all year: a last date ends at 23:59:59 there. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Milliseconds from `now` to the end of `lastDate` (YYYY-MM-DD) on India's calendar. */
export function msUntilEndOf(lastDate: string, now: number): number {
  return Date.parse(`${lastDate}T00:00:00Z`) + 24 * 3600 * 1000 - INDIA_OFFSET_MS - now;
}

/** The days left before an exam's last date, as a badge ("Last date today", "Days left: 3"). */
export function DaysLeft({ daysLeft }: { daysLeft: number }) {
  const t = useStudentT();
  if (daysLeft < 0)
    return (
      <Badge color="gray" variant="light">
        {t('exams.closed')}
      </Badge>
    );
  if (daysLeft === 0)
    return (
      <Badge color="red" variant="light">
        {t('exams.lastDay')}
      </Badge>
    );
  return (
    <Badge color={daysLeft <= 7 ? 'orange' : 'blue'} variant="light">
      {t('exams.daysLeft', { count: daysLeft })}
    </Badge>
  );
}

/** A ticking countdown to the end of a last date: days, hours, minutes and seconds. */
export function Countdown({ lastDate }: { lastDate: string }) {
  const t = useStudentT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, msUntilEndOf(lastDate, now));
  const seconds = Math.floor(left / 1000);
  const parts = {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
  return (
    // A timer region is not announced at every tick.
    <Text fw={700} ff="monospace" role="timer">
      {t('exams.countdown', parts)}
    </Text>
  );
}
