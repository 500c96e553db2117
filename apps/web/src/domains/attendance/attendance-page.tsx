import { Anchor, Stack, Tabs, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { OrgKind } from '@vedann/contracts';
import { BUSINESS_HOME } from '../../lib/org';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { BusinessesNotLoaded, NoBusinessOfKind, useBusinessOfKind } from '../business-shell';
import { CheckInDesk } from './check-in-desk';
import { DailySheet } from './daily-sheet';
import { useAttendanceT } from './i18n';
import { MonthlyRegister } from './monthly-register';

const TABS = ['daily', 'monthly', 'desk'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/**
 * The attendance screen of a business (issue 11 section 4): tabs Daily, Monthly and the
 * check-in desk, for the current business of `kind`. The chosen tab is in the address
 * (`?tab=desk`), so a desk computer can keep the desk open. Every area mounts this one screen
 * at its own path (`/gym/attendence`, `/ahar/attendence`, `/barber/attendence`, the library's
 * `/mgtservice/mgtlibrary/attendence`).
 */
export function AttendancePage({ kind }: { kind: OrgKind }) {
  const t = useAttendanceT();
  const { business, waiting, failed, retry } = useBusinessOfKind([kind]);
  usePageTitle(t('title'), business?.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('tab');
  const tab: Tab = isTab(chosen) ? chosen : 'daily';

  if (waiting) return <Loading />;
  if (failed) return <BusinessesNotLoaded title={t('title')} error={failed} onRetry={retry} />;
  if (!business) return <NoBusinessOfKind title={t('title')} kind={kind} />;

  return (
    <Stack gap="md" py="md">
      <Anchor component={Link} to={BUSINESS_HOME[kind]} size="sm">
        {t('back')}
      </Anchor>
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) =>
          setSearchParams(value && value !== 'daily' ? { tab: value } : {}, { replace: true })
        }
      >
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="daily" pt="md">
          <DailySheet canEdit />
        </Tabs.Panel>
        <Tabs.Panel value="monthly" pt="md">
          <MonthlyRegister kind={kind} canEdit />
        </Tabs.Panel>
        <Tabs.Panel value="desk" pt="md">
          <CheckInDesk />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export const GymAttendancePage = () => <AttendancePage kind="gym" />;
export const AharAttendancePage = () => <AttendancePage kind="ahar" />;
export const BarberAttendancePage = () => <AttendancePage kind="barber" />;
/** For the library's `/mgtservice/mgtlibrary/attendence` (its own issue mounts it). */
export const LibraryAttendancePage = () => <AttendancePage kind="library" />;
