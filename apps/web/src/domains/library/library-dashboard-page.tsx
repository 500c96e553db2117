import { Alert, Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { libraryApi, type MemberLibrary } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { apiDownload, errorMessage } from '../../lib/api';
import { useEndpoint } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { MemberReachSection } from '../messages';
import { useLibraryT } from './i18n';
import {
  AttendanceSection,
  BooksAvailable,
  FeesSection,
  LoansSection,
  SeatsSection,
} from './library-card-sections';

function LibraryCard({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const format = useFormat();
  const { library, member } = entry;
  const card = useMutation({
    mutationFn: () =>
      apiDownload(`/library/dashboard/${member._id}/card`, `ID card ${member.memberId}.pdf`),
  });
  const key = member._id;
  return (
    <Card withBorder component="article" aria-labelledby={`library-${key}`} padding="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h3" id={`library-${key}`}>
              {library.name}
            </Title>
            <Text size="sm">
              {t('dashboard.memberId')}: <strong>{member.memberId}</strong>
              {library.city ? ` · ${library.city}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.joined', { date: format.date(member.joiningDate) })}
            </Text>
          </div>
          <Button variant="light" loading={card.isPending} onClick={() => card.mutate()}>
            {t('dashboard.idCard')}
          </Button>
        </Group>
        {card.isError && (
          <Alert color="red" role="alert">
            {errorMessage(card.error, t('dashboard.idCardFailed'))}
          </Alert>
        )}

        <SeatsSection entry={entry} />
        <FeesSection entry={entry} />
        <AttendanceSection entry={entry} />
        <LoansSection entry={entry} />

        <BooksAvailable entry={entry} />
        <MemberReachSection
          api={libraryApi.dashboard.messages}
          memberId={entry.member._id}
          choice={entry.member}
          businessName={entry.library.name}
          stale={[libraryApi.dashboard.mine]}
          headingSize="h5"
        />
      </Stack>
    </Card>
  );
}

/**
 * `/library/dashboard`, the spec's "{name} dashboard": the member's profile card and, for every
 * library that joined their Vedan ID, seat, fees, attendance, loans, Books Available and the ID
 * card. Everything comes from `GET /library/dashboard`, scoped by the account alone.
 */
export function LibraryDashboardPage() {
  const t = useLibraryT();
  const dashboard = useEndpoint(libraryApi.dashboard.mine, {});
  const name = dashboard.data?.profile.fullname;
  const title = name ? t('dashboard.title', { name }) : t('dashboard.titleFallback');
  usePageTitle(title);

  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError)
    return (
      <Stack py="md">
        <Title order={1}>{title}</Title>
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Stack>
    );
  const { profile, libraries } = dashboard.data;
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <Card withBorder component="section" aria-labelledby="library-profile">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={profile.profilePhoto ?? undefined} alt="" size="lg" radius="xl">
            {profile.fullname.charAt(0)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="library-profile">
              {t('dashboard.profile')}
            </Title>
            <Text fw={600}>{profile.fullname}</Text>
            <Text size="sm">
              {t('dashboard.vedanId')}: {profile.vedanId}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.email')}: {profile.email}
            </Text>
          </div>
        </Group>
      </Card>
      {libraries.length === 0 ? (
        <Stack gap="xs">
          <Text>{t('dashboard.none')}</Text>
          <Anchor component={Link} to="/library">
            {t('dashboard.findLibrary')}
          </Anchor>
        </Stack>
      ) : (
        libraries.map((entry) => <LibraryCard key={entry.member._id} entry={entry} />)
      )}
    </Stack>
  );
}
