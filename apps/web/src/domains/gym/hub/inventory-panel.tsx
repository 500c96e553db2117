import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GENERIC_ERROR,
  INVENTORY_MESSAGES,
  gymApi,
  inventoryInputSchema,
  type InventoryItem,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../../lib/endpoint';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { hubFileColumn } from './files';
import { useGymHubT } from './i18n';
import './hub.css';
import { FileLink } from './file-link';

// Inventory.
const CUSTOM = 'custom:';

/**
 * Items with a PDF description, and the gym's own columns, saved with the gym. New rows are
 * sent together: 'All items saved successfully!' or 'Failed to save some data.'.
 */
export function InventoryPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const saved = useEndpoint(gymApi.hub.inventoryColumns, {});
  const [name, setName] = useState('');
  const saveColumns = useEndpointMutation(gymApi.hub.saveInventoryColumns, {
    toCall: (columns: string[]) => ({ body: { columns } }),
    stale: [gymApi.hub.inventoryColumns],
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setName('');
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
        resource={gymApi.hub.inventory}
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
