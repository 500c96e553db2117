import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ResourceContract,
  BILL_MESSAGES,
  CURRENCIES,
  GENERIC_ERROR,
  billsApi,
  electricityBillInputSchema,
  equipmentBillInputSchema,
  rentBillInputSchema,
  waterBillInputSchema,
  waterBottleInputSchema,
  wifiBillInputSchema,
  type BillKind,
  type Currency,
  type PricedBillsApi,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation, useRefresh, type Stale } from '../../lib/endpoint';
import type { SafeParseSchema } from '../../lib/zod-form';
import {
  EditableTable,
  type Draft,
  type EditableColumn,
  type SaveAction,
} from '../../ui/editable-table';
import { AREA_BILLS, convertDraft, type BillArea, type Rates } from './bill-logic';
import { useBillsT } from './i18n';
import { DateField } from '../../ui/date-field';
import { isDayOrEmpty } from '../../ui/date-text';

/** A saved bill as the lists answer it: its fields, currency, rate and rupees. */
export type BillRow = { _id: string; currency?: Currency } & Record<
  string,
  string | number | null | undefined
>;

type FieldName =
  | 'date'
  | 'quantity'
  | 'billingDate'
  | 'amount'
  | 'fromTime'
  | 'toTime'
  | 'remarks'
  | 'remark'
  | 'currency'
  | 'billingFrom'
  | 'billingTo'
  | 'wifiPackagePrice'
  | 'validity'
  | 'billFrom'
  | 'billTo'
  | 'billAmount'
  | 'billDate'
  | 'billUnit'
  | 'rentAmount'
  | 'description'
  | 'price'
  | 'convertedPrice'
  | 'purchaseDate'
  | 'amountInr';

type FieldKindName = 'date' | 'number' | 'money' | 'text' | 'textarea' | 'currency' | 'rupees';

interface TableSpec {
  key: 'bottles' | BillKind;
  resource: ResourceContract;
  fields: readonly (readonly [FieldName, FieldKindName])[];
  schema: SafeParseSchema;
  /** Water's entries carry the kind of entry. */
  type?: 'bottle' | 'bill';
  /** Saved rows convert to another currency (`<path>/<id>/convert`). */
  convertible?: PricedBillsApi;
}

/** What a change of bills or rates makes stale: the month totals and the expenses chart. */
export const BILLS_SUMMARY: Stale = [billsApi.monthlyTotals, billsApi.expenses];

/** The tables of one kind of bill (water has two: bottle entries and bills), at an area's paths. */
function tableSpecs(area: BillArea, kind: BillKind): TableSpec[] {
  const mounts = AREA_BILLS[area];
  const priced = (mount: PricedBillsApi) => ({
    resource: mount.bills,
    convertible: mount,
  });
  // Water's rows are written at the area's entries path, with the entry's `type`.
  const water = { writePath: mounts.waterEntries.add.path };
  switch (kind) {
    case 'water':
      return [
        {
          key: 'bottles',
          resource: { ...billsApi.water.bottles, ...water },
          fields: [
            ['date', 'date'],
            ['quantity', 'number'],
          ],
          schema: waterBottleInputSchema,
          type: 'bottle',
        },
        {
          key: 'water',
          resource: { ...billsApi.water.bills.bills, ...water },
          fields: [
            ['billingDate', 'date'],
            ['amount', 'money'],
            ['currency', 'currency'],
            ['amountInr', 'rupees'],
            ['fromTime', 'date'],
            ['toTime', 'date'],
            ['remarks', 'textarea'],
          ],
          schema: waterBillInputSchema,
          type: 'bill',
          convertible: billsApi.water.bills,
        },
      ];
    case 'wifi':
      return [
        {
          key: 'wifi',
          ...priced(mounts.wifi),
          fields: [
            ['billingDate', 'date'],
            ['wifiPackagePrice', 'money'],
            ['currency', 'currency'],
            ['amountInr', 'rupees'],
            ['billingFrom', 'date'],
            ['billingTo', 'date'],
            ['validity', 'text'],
            ['remark', 'textarea'],
          ],
          schema: wifiBillInputSchema,
        },
      ];
    case 'electricity':
      return [
        {
          key: 'electricity',
          ...priced(mounts.electricity),
          fields: [
            ['billDate', 'date'],
            ['billAmount', 'money'],
            ['currency', 'currency'],
            ['amountInr', 'rupees'],
            ['billFrom', 'date'],
            ['billTo', 'date'],
            ['billUnit', 'number'],
            ['remark', 'textarea'],
          ],
          schema: electricityBillInputSchema,
        },
      ];
    case 'rent':
      return [
        {
          key: 'rent',
          // `POST /api/rent-bills {rentBills}` is the spec's one rent call.
          ...priced(mounts.rent),
          fields: [
            ['billingDate', 'date'],
            ['rentAmount', 'money'],
            ['currency', 'currency'],
            ['amountInr', 'rupees'],
            ['billFrom', 'date'],
            ['billTo', 'date'],
            ['remark', 'textarea'],
          ],
          schema: rentBillInputSchema,
        },
      ];
    case 'equipment':
      return [
        {
          key: 'equipment',
          ...priced(mounts.equipment),
          fields: [
            ['description', 'text'],
            ['quantity', 'number'],
            ['price', 'money'],
            ['currency', 'currency'],
            ['convertedPrice', 'rupees'],
            ['purchaseDate', 'date'],
          ],
          schema: equipmentBillInputSchema,
        },
      ];
  }
}

/** The business's rate table (units per USD), which converts drafts and saved rows alike. */
export const useRates = () => useEndpoint(billsApi.rates, {});

/** A saved row's currency: choosing another converts it on the server; INR is one click. */
function ConvertCurrency(props: { bills: PricedBillsApi; row: BillRow; name: string }) {
  const { bills, row, name } = props;
  const t = useBillsT();
  const tm = useMessageT();
  const refresh = useRefresh([bills.bills, ...BILLS_SUMMARY]);
  const converted = useEndpointMutation(bills.convert, {
    toCall: (currency: Currency) => ({ params: { id: row._id }, body: { currency } }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
    },
  });
  const convert = {
    isPending: converted.isPending,
    mutate: (currency: Currency) =>
      converted.mutate(currency, {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessage(error, BILL_MESSAGES.updated),
          }),
      }),
  };
  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        size="xs"
        aria-label={t('convert.label', { name })}
        data={[...CURRENCIES]}
        value={row.currency ?? 'USD'}
        disabled={convert.isPending}
        onChange={(event) => convert.mutate(event.currentTarget.value as Currency)}
      />
      {row.currency !== 'INR' && (
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('convert.toInrNamed', { name })}
          loading={convert.isPending}
          onClick={() => convert.mutate('INR')}
        >
          {t('convert.toInr')}
        </Button>
      )}
    </Group>
  );
}

/** One table of bills: rows read-only until Edit, new rows editable and submitted together. */
function BillTable({ spec, params }: { spec: TableSpec; params: { from: string; to: string } }) {
  const t = useBillsT();
  const format = useFormat();
  const rates = useRates();
  const rateTable: Rates | undefined = rates.data?.rates;
  const moneyFields = spec.fields.filter(([, kind]) => kind === 'money').map(([field]) => field);
  const editable = spec.fields.filter(([, kind]) => kind !== 'rupees');
  const columns: EditableColumn<BillRow, Draft>[] = spec.fields.map(([field, kind]) => {
    const label = t(`fields.${field}`);
    switch (kind) {
      case 'money':
        return {
          field,
          label,
          kind: 'number',
          render: (row) => format.money(Number(row[field]), row.currency ?? 'USD'),
        };
      case 'rupees':
        return { field, label, readOnly: true, render: (row) => format.money(Number(row[field])) };
      case 'currency':
        return { field, label, kind: 'select', options: CURRENCIES };
      case 'date':
        return {
          field,
          label,
          kind: 'date',
          render: (row) => (row[field] ? format.date(String(row[field])) : ''),
        };
      default:
        return { field, label, kind };
    }
  });
  const emptyDraft: Draft = Object.fromEntries(
    editable.map(([field, kind]) => [field, kind === 'currency' ? 'USD' : '']),
  );
  const toDraft = (row: BillRow): Draft =>
    Object.fromEntries(
      editable.map(([field]) => [field, row[field] == null ? '' : String(row[field])]),
    );
  const toInput = (draft: Draft) => (spec.type ? { ...draft, type: spec.type } : draft);
  const title = t(`tables.${spec.key}`);
  const first = spec.fields[0]?.[0];
  const nameOf = (row: BillRow) =>
    `${title} ${first && row[first] != null ? String(row[first]) : ''}`.trim();
  const isWater = spec.key === 'bottles' || spec.key === 'water';
  const { convertible } = spec;
  // Spec 03 section 8: a failed water save says what failed, with the server's reason.
  const waterFailure = (error: unknown, action: SaveAction) => {
    const message = errorMessage(error, GENERIC_ERROR);
    if (action === 'create') return t('waterFailures.submit', { message });
    if (action === 'update')
      return t(spec.key === 'bottles' ? 'waterFailures.entry' : 'waterFailures.bill', { message });
    return message;
  };

  return (
    <EditableTable<BillRow, Draft>
      title={title}
      resource={spec.resource}
      stale={BILLS_SUMMARY}
      params={params}
      columns={columns}
      emptyDraft={emptyDraft}
      toDraft={toDraft}
      toInput={toInput}
      schema={{ safeParse: (value: unknown) => spec.schema.safeParse(value) }}
      emptyText={spec.key === 'bottles' ? t('emptyBottles') : t('emptyBills')}
      loadErrorText={isWater ? t('waterLoadError') : t('loadError')}
      labels={
        spec.key === 'bottles'
          ? { add: t('addBottle'), addTitle: t('addBottleTitle') }
          : { add: t('addBill'), addTitle: t('addBillTitle') }
      }
      adjust={(previous, next) => convertDraft(previous, next, moneyFields, rateTable)}
      unsavedUpdate={BILL_MESSAGES.saveFirst}
      {...(isWater ? { failureText: waterFailure } : {})}
      rowActions={
        convertible
          ? (row) => <ConvertCurrency bills={convertible} row={row} name={nameOf(row)} />
          : undefined
      }
    />
  );
}

/** A kind of bill: its tables, filtered by a date range (both ends included). */
export function BillKindView({ area, kind }: { area: BillArea; kind: BillKind }) {
  const t = useBillsT();
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <Stack gap="lg">
      <fieldset className="bills-filter" aria-label={t('filter.title')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} verticalSpacing="xs">
          <DateField
            label={t('filter.from')}
            value={range.from}
            onChange={(from) => isDayOrEmpty(from) && setRange({ ...range, from })}
          />
          <DateField
            label={t('filter.to')}
            value={range.to}
            onChange={(to) => isDayOrEmpty(to) && setRange({ ...range, to })}
          />
          <Group align="end">
            <Button variant="default" onClick={() => setRange({ from: '', to: '' })}>
              {t('filter.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </fieldset>
      {tableSpecs(area, kind).map((spec) => (
        <BillTable key={spec.key} spec={spec} params={range} />
      ))}
    </Stack>
  );
}
