import { useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { AHAR_PEOPLE_MESSAGES, aharApi, readablePhone, type AharPerson } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { apiDownload, errorMessage } from '../../../lib/api';
import { useResourceList } from '../../../lib/resource';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { useAharPeopleT } from './i18n';

const KINDS = ['all', 'staff', 'regular'] as const;
type KindFilter = (typeof KINDS)[number];
const PAGE_SIZE = 12;

/** One person's card: who they are, and their ID card as a PDF made by the server. */
function PersonCard({ person }: { person: AharPerson }) {
  const t = useAharPeopleT();
  const download = useMutation({
    mutationFn: () => apiDownload(`/ahar/people/${person._id}/card`, `ID card ${person.name}.pdf`),
  });
  return (
    <Card withBorder padding="md" component="article" aria-label={person.name}>
      <Stack gap={4}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Text>
        <Text size="sm">
          {t('identification.role')}: {t(`identification.roles.${person.kind}`)}
        </Text>
        <Text size="sm">
          {t('identification.phone')}: {readablePhone(person.phone)}
        </Text>
        {person.vedanId && (
          <Text size="sm">
            {t('identification.vedanId')}: {person.vedanId}
          </Text>
        )}
        <Group mt="xs">
          <Button
            variant="light"
            loading={download.isPending}
            aria-label={t('identification.downloadFor', { name: person.name })}
            onClick={() => download.mutate()}
          >
            {t('identification.download')}
          </Button>
        </Group>
        {download.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(download.error, t('identification.downloadFailed'))}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Identification (Lekh Record): the business's staff and regular members, paged on the server,
 * each with a "Download ID card" whose QR code the Attendance check-in desk reads.
 */
export function IdentificationPanel() {
  const t = useAharPeopleT();
  const tm = useMessageT();
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const list = useResourceList(aharApi.people.people, {
    page,
    limit: PAGE_SIZE,
    kind: kind === 'all' ? undefined : kind,
  });
  return (
    <Stack gap="md">
      <Text>{t('identification.intro')}</Text>
      <NativeSelect
        label={t('identification.show')}
        value={kind}
        maw={260}
        data={KINDS.map((value) => ({ value, label: t(`identification.kinds.${value}`) }))}
        onChange={(event) => {
          setKind(event.currentTarget.value as KindFilter);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Loading label={t('identification.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <Alert color="gray">{tm(AHAR_PEOPLE_MESSAGES.empty)}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.data.rows.map((person) => (
              <PersonCard key={person._id} person={person} />
            ))}
          </SimpleGrid>
          <ListPager
            exportCsv={{
              list: aharApi.people.people,
              query: { kind: kind === 'all' ? undefined : kind },
            }}
            totalPages={list.data.page.totalPages}
            page={page}
            onChange={setPage}
            label={t('identification.pager')}
          />
        </>
      )}
    </Stack>
  );
}
