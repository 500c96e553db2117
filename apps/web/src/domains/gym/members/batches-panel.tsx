import { GYM_BATCH_MESSAGES, gymApi, gymBatchInputSchema, type GymBatch } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { useGymMembersT } from './i18n';

interface BatchDraft extends Record<string, string> {
  batchName: string;
  batchLimit: string;
  batchOpenTime: string;
  batchCloseTime: string;
}

const EMPTY: BatchDraft = { batchName: '', batchLimit: '1', batchOpenTime: '', batchCloseTime: '' };

/** Batches (spec 03 sections 3 and 5): name, limit (at least 1), open and close time. */
export function GymBatches() {
  const t = useGymMembersT();
  const tm = useMessageT();
  const columns: EditableColumn<GymBatch, BatchDraft>[] = [
    { field: 'batchName', label: t('batches.batchName') },
    { field: 'batchLimit', label: t('batches.batchLimit'), kind: 'number' },
    { field: 'batchOpenTime', label: t('batches.batchOpenTime'), kind: 'time' },
    { field: 'batchCloseTime', label: t('batches.batchCloseTime'), kind: 'time' },
  ];
  return (
    <EditableTable
      title={t('batches.title')}
      resource={gymApi.members.batches}
      columns={[
        ...columns,
        {
          field: 'memberCount' as keyof BatchDraft & string,
          label: t('batches.memberCount'),
          readOnly: true,
          render: (row) => `${row.memberCount} / ${row.batchLimit}`,
        },
      ]}
      emptyDraft={EMPTY}
      toDraft={(row) => ({
        batchName: row.batchName,
        batchLimit: String(row.batchLimit),
        batchOpenTime: row.batchOpenTime,
        batchCloseTime: row.batchCloseTime,
      })}
      toInput={(draft) => draft}
      schema={gymBatchInputSchema}
      emptyText={tm(GYM_BATCH_MESSAGES.empty)}
      loadingText={tm(GYM_BATCH_MESSAGES.loading)}
      loadErrorText={t('batches.loadFailed')}
    />
  );
}
