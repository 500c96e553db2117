import { useState } from 'react';
import { Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  GYM_PACKAGE_DEFAULTS,
  gymApi,
  gymPackageInputSchema,
  type GymPackage,
} from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useResourceList } from '../../../lib/resource';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { LoadError } from '../../../ui/load-error';
import { useGymMembersT } from './i18n';

interface PackageDraft extends Record<string, string> {
  name: string;
  range: string;
  fees: string;
  save: string;
  remarks: string;
}

const EMPTY: PackageDraft = {
  name: GYM_PACKAGE_DEFAULTS.name,
  range: GYM_PACKAGE_DEFAULTS.range,
  fees: String(GYM_PACKAGE_DEFAULTS.fees),
  save: String(GYM_PACKAGE_DEFAULTS.save),
  remarks: '',
};

function PackageCards() {
  const t = useGymMembersT();
  const format = useFormat();
  const list = useResourceList(gymApi.members.packages, { limit: 100 });
  if (list.isPending) return <Text c="dimmed">{t('packages.loading')}</Text>;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.rows.length === 0) return <Text c="dimmed">{t('packages.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {list.data.rows.map((pack) => (
        <Card key={pack._id} withBorder padding="md" component="article" aria-label={pack.name}>
          <Title order={3} size="h5">
            {pack.name}
          </Title>
          <Text>
            {t('packages.range')}: {pack.range}
          </Text>
          <Text>
            {t('packages.fees')}: {format.money(pack.fees)}
          </Text>
          <Text c="green.8">
            {t('packages.save')}: {format.money(pack.save)}
          </Text>
          {pack.remarks && <Text c="dimmed">{pack.remarks}</Text>}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Packages (spec 03 sections 3, 4 and 9): Table or Cards; adding starts from 1 Month, 1000, 100. */
export function GymPackages() {
  const t = useGymMembersT();
  const format = useFormat();
  const [view, setView] = useState<'table' | 'cards'>('table');
  const columns: EditableColumn<GymPackage, PackageDraft>[] = [
    { field: 'name', label: t('packages.name') },
    { field: 'range', label: t('packages.range') },
    {
      field: 'fees',
      label: t('packages.fees'),
      kind: 'number',
      render: (r) => format.money(r.fees),
    },
    {
      field: 'save',
      label: t('packages.save'),
      kind: 'number',
      render: (r) => format.money(r.save),
    },
    { field: 'remarks', label: t('packages.remarks') },
  ];
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('packages.title')}
        value={view}
        onChange={(value) => setView(value === 'cards' ? 'cards' : 'table')}
        data={[
          { value: 'table', label: t('packages.table') },
          { value: 'cards', label: t('packages.cards') },
        ]}
        w="fit-content"
      />
      {view === 'table' ? (
        <EditableTable
          title={t('packages.title')}
          resource={gymApi.members.packages}
          columns={columns}
          emptyDraft={EMPTY}
          toDraft={(row) => ({
            name: row.name,
            range: row.range,
            fees: String(row.fees),
            save: String(row.save),
            remarks: row.remarks,
          })}
          toInput={(draft) => draft}
          schema={gymPackageInputSchema}
          emptyText={t('packages.empty')}
          loadErrorText={t('packages.loadFailed')}
        />
      ) : (
        <PackageCards />
      )}
    </Stack>
  );
}
