import { useState } from 'react';
import {
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_REUSE_ROWS, REUSE_UNITS, STOCK_MESSAGES, aharApi } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { FormCard } from '../../../ui/form-card';
import { DateField } from '../../../ui/date-field';
import { CategoryPicker } from '../category-picker';
import { useAharStockT } from './i18n';
import { appendReuseRow, fileProblem, rowMissing, rowTotal, type ReuseDraft } from './stock-drafts';
import { submitFailure, useStockChange } from './stock-api';

let nextKey = 1;
const newRow = (): ReuseDraft => ({
  key: nextKey++,
  name: '',
  pic: null,
  category: '',
  expireDate: '',
  price: '',
  manufacturing: '',
  quantityNumber: 0,
  quantityKgL: 0,
  unit: 'KG',
  offer: '',
  description: null,
});

/**
 * The fields of a reuse row, each labelled, with its Total. `kept` names the saved files an edit
 * keeps when no new one is chosen.
 */
export function ReuseFields({
  row,
  change,
  kept,
}: {
  row: ReuseDraft;
  change: (values: Partial<ReuseDraft>) => void;
  kept?: { pic: string; description: string };
}) {
  const t = useAharStockT();
  const format = useFormat();
  const total = rowTotal(row);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label={t('fields.name')}
        required
        value={row.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
      />
      <FileInput
        label={t('fields.pic')}
        description={kept?.pic ? t('edit.keepFile', { name: kept.pic }) : undefined}
        accept="image/*"
        value={row.pic}
        onChange={(pic) => change({ pic })}
        clearable
      />
      <TextInput
        label={t('fields.category')}
        required
        value={row.category}
        onChange={(e) => change({ category: e.currentTarget.value })}
      />
      <DateField
        label={t('fields.expireDate')}
        required
        value={row.expireDate}
        onChange={(expireDate) => change({ expireDate })}
      />
      <NumberInput
        label={t('fields.price')}
        required
        min={0}
        decimalScale={2}
        value={row.price}
        onChange={(price) => change({ price })}
      />
      <DateField
        label={t('fields.manufacturing')}
        value={row.manufacturing}
        onChange={(manufacturing) => change({ manufacturing })}
      />
      <NumberInput
        label={t('reuse.number')}
        min={0}
        decimalScale={3}
        value={row.quantityNumber}
        onChange={(quantityNumber) => change({ quantityNumber })}
      />
      <NumberInput
        label={t('reuse.kgl')}
        min={0}
        decimalScale={3}
        value={row.quantityKgL}
        onChange={(quantityKgL) => change({ quantityKgL })}
      />
      <Select
        label={t('reuse.kglUnit')}
        data={[...REUSE_UNITS]}
        value={row.unit}
        onChange={(unit) => change({ unit })}
        allowDeselect={false}
      />
      <NumberInput
        label={t('fields.offer')}
        min={0}
        max={100}
        decimalScale={2}
        value={row.offer}
        onChange={(offer) => change({ offer })}
      />
      <FileInput
        label={t('fields.description')}
        description={kept?.description ? t('edit.keepFile', { name: kept.description }) : undefined}
        accept="application/pdf"
        value={row.description}
        onChange={(description) => change({ description })}
        clearable
      />
      <TextInput
        label={t('fields.total')}
        readOnly
        value={total === null ? '' : format.money(total, 'INR')}
      />
    </SimpleGrid>
  );
}

/**
 * The reuse inventory table (spec 04 section 2.6): Sr. No, Name, Pic, Category, Expire Date, Price,
 * Manufacturing, Quantity (Number and Kg/L), Offer (%), Total, Description PDF and Actions, with
 * Add Row and Submit (`POST /api/v1/reuse`, multipart `inventory[i][...]`). Each row is a card of
 * labelled fields, so it fits a phone.
 */
export function ReuseTable() {
  const t = useAharStockT();
  const messageT = useMessageT();
  const [rows, setRows] = useState<ReuseDraft[]>(() => [newRow()]);
  const [picking, setPicking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useStockChange(aharApi.stock.locations.reuse.add, (body: FormData) => ({ body }));
  const change = (key: number, values: Partial<ReuseDraft>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...values } : r)));
  const send = () => {
    const wrong = rows.some(rowMissing)
      ? STOCK_MESSAGES.reuseRequired
      : (rows.map((r) => fileProblem(r.pic, r.description)).find(Boolean) ?? null);
    setProblem(wrong);
    if (wrong) return;
    const form = new FormData();
    rows.forEach((row, i) => appendReuseRow(form, row, (key) => `inventory[${i}][${key}]`));
    submit.mutate(form, { onSuccess: () => setRows([newRow()]) });
  };
  return (
    <FormCard title={t('reuse.title')}>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Paper
            key={row.key}
            withBorder
            p="sm"
            role="group"
            aria-label={t('reuse.row', { n: index + 1 })}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={700}>
                {t('reuse.srNo')} {index + 1}
              </Text>
              <Button variant="light" size="xs" onClick={() => setPicking(row.key)}>
                {t('picker.open')}
              </Button>
            </Group>
            <ReuseFields row={row} change={(values) => change(row.key, values)} />
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={rows.length === 1}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                {t('reuse.deleteRow', { n: index + 1 })}
              </Button>
            </Group>
          </Paper>
        ))}
        {(problem ?? submit.isError) && (
          <Text c="red" role="alert">
            {problem ? messageT(problem) : submitFailure(submit.error)}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            disabled={rows.length >= MAX_REUSE_ROWS}
            onClick={() => setRows((all) => [...all, newRow()])}
          >
            {t('reuse.addRow')}
          </Button>
          <Button onClick={send} loading={submit.isPending}>
            {t('reuse.submit')}
          </Button>
        </Group>
      </Stack>
      <CategoryPicker
        opened={picking !== null}
        onClose={() => setPicking(null)}
        onPick={({ category, item }) => {
          if (picking === null) return;
          const row = rows.find((r) => r.key === picking);
          change(picking, { category, name: item ?? row?.name ?? '' });
        }}
      />
    </FormCard>
  );
}
