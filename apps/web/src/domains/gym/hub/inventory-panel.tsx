import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  INVENTORY_MESSAGES,
  inventoryInputSchema,
  type InventoryItem,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { apiGet, apiSend, errorMessage } from '../../../lib/api';
import { useStoredOrgId } from '../../../lib/org-store';
import { type ResourceApi } from '../../../lib/resource';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { hubFileColumn } from './files';
import { useGymHubT } from './i18n';
import './hub.css';
import { FileLink } from './file-link';

// Inventory.
const INVENTORY: ResourceApi = {
  path: '/gym/inventory',
  listKey: 'items',
  bulk: { path: '/gym/inventory/bulk', key: 'items' },
};
const COLUMNS_QUERY = 'gym-inventory-columns';
const CUSTOM = 'custom:';

/**
 * Items with a PDF description, and the gym's own columns, saved with the gym. New rows are
 * sent together: 'All items saved successfully!' or 'Failed to save some data.'.
 */
export function InventoryPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const orgId = useStoredOrgId();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: [COLUMNS_QUERY, orgId],
    queryFn: () => apiGet<{ columns: string[] }>('/gym/inventory/columns'),
  });
  const [name, setName] = useState('');
  const saveColumns = useMutation({
    mutationFn: (columns: string[]) =>
      apiSend<{ message: string }>('PUT', '/gym/inventory/columns', { columns }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setName('');
      await queryClient.invalidateQueries({ queryKey: [COLUMNS_QUERY] });
    },
  });
  if (saved.isPending) return <Loading />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const custom = saved.data.columns;
  type InventoryDraft = Record<string, string>;
  const columns: EditableColumn<InventoryItem, InventoryDraft>[] = [
    { field: 'itemName', label: t('inventory.itemName') },
    { field: 'quantity', label: t('inventory.quantity'), kind: 'number' },
    { field: 'condition', label: t('inventory.condition') },
    { field: 'remark', label: t('inventory.remark') },
    {
      field: 'description',
      label: t('inventory.description'),
      ...hubFileColumn('inventory-description'),
      render: (row) => <FileLink url={row.description} label={t('common.open')} />,
    },
    ...custom.map((column): EditableColumn<InventoryItem, InventoryDraft> => ({
      field: `${CUSTOM}${column}`,
      label: column,
      render: (row) => row.custom[column] ?? '',
    })),
  ];
  const empty: InventoryDraft = {
    itemName: '',
    quantity: '0',
    condition: '',
    remark: '',
    description: '',
    ...Object.fromEntries(custom.map((column) => [`${CUSTOM}${column}`, ''])),
  };
  const toInput = (draft: InventoryDraft) => ({
    itemName: draft.itemName,
    quantity: draft.quantity,
    condition: draft.condition,
    remark: draft.remark,
    description: draft.description,
    custom: Object.fromEntries(custom.map((column) => [column, draft[`${CUSTOM}${column}`] ?? ''])),
  });
  return (
    <Stack gap="lg">
      <EditableTable
        title={t('inventory.title')}
        resource={INVENTORY}
        columns={columns}
        emptyDraft={empty}
        toDraft={(row) => ({
          itemName: row.itemName,
          quantity: String(row.quantity),
          condition: row.condition,
          remark: row.remark,
          description: row.description,
          ...Object.fromEntries(
            custom.map((column) => [`${CUSTOM}${column}`, row.custom[column] ?? '']),
          ),
        })}
        toInput={toInput}
        schema={{ safeParse: (values: unknown) => inventoryInputSchema.safeParse(values) }}
        emptyText={tm(INVENTORY_MESSAGES.empty)}
        loadErrorText={t('common.loadFailed')}
        labels={{ submit: t('inventory.saveAll') }}
      />
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('inventory.columns')}
          </Title>
          {custom.length > 0 && (
            <Group gap="xs">
              {custom.map((column) => (
                <Button
                  key={column}
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => saveColumns.mutate(custom.filter((c) => c !== column))}
                >
                  {t('inventory.removeColumn', { name: column })}
                </Button>
              ))}
            </Group>
          )}
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('inventory.columnName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button
              disabled={name.trim() === ''}
              loading={saveColumns.isPending}
              onClick={() => saveColumns.mutate([...custom, name.trim()])}
            >
              {t('inventory.addColumn')}
            </Button>
          </Group>
          {saveColumns.isError && (
            <Alert color="red">{errorMessage(saveColumns.error, GENERIC_ERROR)}</Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
