import { aharApi, aharCategoryInputSchema, type AharCategory } from '@vedann/contracts';
import { useCurrentOrg } from '../../../lib/org';
import { useHasPermission } from '../../../lib/permissions';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { itemLines } from './categories-api';
import { useAharStockT } from './i18n';

const { categories: PICKER, ownCategories: OWN_CATEGORIES } = aharApi.stock;

type OwnCategory = AharCategory & { _id: string };
interface Draft extends Record<string, string> {
  name: string;
  items: string;
}

const EMPTY: Draft = { name: '', items: '' };

/** Whether the signed-in member may manage the categories (the ahar's `inventory` permission). */
export function useMayManageCategories(): boolean {
  const { current } = useCurrentOrg();
  const mayManage = useHasPermission('inventory');
  return current?.kind === 'ahar' && mayManage;
}

/**
 * Manage categories (issue 14 section 2: "the business can add its own"): the business's own
 * categories in the shared editable table. Add a category with its items, rename it or change its
 * items with Edit (one item a line), or delete it. The picker offers them after the built-in ones.
 * Saved stock rows and demand records keep the category name they were saved with.
 */
export function ManageCategories() {
  const t = useAharStockT();
  const columns: EditableColumn<OwnCategory, Draft>[] = [
    { field: 'name', label: t('manage.name') },
    {
      field: 'items',
      label: t('manage.items'),
      kind: 'textarea',
      render: (row) => (row.items.length === 0 ? t('manage.noItems') : row.items.join(', ')),
    },
  ];
  return (
    <EditableTable<OwnCategory, Draft>
      title={t('manage.title')}
      resource={OWN_CATEGORIES}
      // The picker around this table offers the business's own categories too.
      stale={[PICKER]}
      columns={columns}
      emptyDraft={EMPTY}
      toDraft={(row) => ({ name: row.name, items: row.items.join('\n') })}
      toInput={(draft) => ({ name: draft.name, items: itemLines(draft.items) })}
      schema={aharCategoryInputSchema}
      emptyText={t('manage.empty')}
      loadErrorText={t('manage.loadFailed')}
      pageSize={10}
      labels={{ add: t('manage.add'), addTitle: t('manage.addTitle') }}
    />
  );
}
