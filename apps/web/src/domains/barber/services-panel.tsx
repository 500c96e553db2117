import { barberApi, barberServiceInputSchema, type BarberService } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { useBarberT } from './i18n';

interface ServiceDraft extends Record<string, string> {
  name: string;
  price: string;
  duration: string;
}

/** The barber's price list (beyond the spec): service, price in rupees, duration. */
export function ServicesPanel() {
  const t = useBarberT();
  const format = useFormat();
  const columns: EditableColumn<BarberService, ServiceDraft>[] = [
    { field: 'name', label: t('services.name') },
    {
      field: 'price',
      label: t('services.price'),
      kind: 'number',
      render: (row) => format.money(row.price, 'INR'),
    },
    {
      field: 'duration',
      label: t('services.duration'),
      kind: 'number',
      render: (row) => t('services.minutes', { count: row.duration }),
    },
  ];
  return (
    <EditableTable
      title={t('services.title')}
      resource={barberApi.services}
      columns={columns}
      emptyDraft={{ name: '', price: '', duration: '30' }}
      toDraft={(row) => ({
        name: row.name,
        price: String(row.price),
        duration: String(row.duration),
      })}
      toInput={(draft) => ({ name: draft.name, price: draft.price, duration: draft.duration })}
      schema={barberServiceInputSchema}
      emptyText={t('services.empty')}
      loadErrorText={t('services.loadFailed')}
      labels={{ add: t('services.add'), addTitle: t('services.addTitle') }}
    />
  );
}
