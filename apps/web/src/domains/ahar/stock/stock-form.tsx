import { useState, type FormEvent } from 'react';
import {
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { STOCK_UNITS, aharApi, type StockLocation } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { FormCard } from '../../../ui/form-card';
import { DateField } from '../../../ui/date-field';
import { CategoryPicker } from '../category-picker';
import { useAharStockT } from './i18n';
import { submitFailure, useStockChange } from './stock-api';
import { EMPTY_LIST_DRAFT, listDraftForm, listDraftProblem, type ListDraft } from './stock-drafts';

/**
 * The fields of a showroom or warehouse row, each labelled. `kept` names the saved files an edit
 * keeps when no new one is chosen.
 */
export function ListFields({
  draft,
  set,
  kept,
}: {
  draft: ListDraft;
  set: <K extends keyof ListDraft>(key: K) => (value: ListDraft[K]) => void;
  kept?: { pic: string; description: string };
}) {
  const t = useAharStockT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <TextInput
        label={t('fields.name')}
        required
        value={draft.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
      />
      <TextInput
        label={t('fields.category')}
        required
        value={draft.category}
        onChange={(e) => set('category')(e.currentTarget.value)}
      />
      <DateField
        label={t('fields.expireDate')}
        value={draft.expireDate}
        onChange={set('expireDate')}
      />
      <NumberInput
        label={t('fields.price')}
        required
        min={0}
        decimalScale={2}
        value={draft.price}
        onChange={set('price')}
      />
      <DateField
        label={t('fields.manufacturing')}
        value={draft.manufacturing}
        onChange={set('manufacturing')}
      />
      <NumberInput
        label={t('fields.quantity')}
        required
        min={0}
        decimalScale={3}
        value={draft.quantity}
        onChange={set('quantity')}
      />
      <Select
        label={t('fields.unit')}
        required
        data={[...STOCK_UNITS]}
        value={draft.unit}
        onChange={set('unit')}
      />
      <NumberInput
        label={t('fields.offer')}
        min={0}
        max={100}
        decimalScale={2}
        value={draft.offer}
        onChange={set('offer')}
      />
      <FileInput
        label={t('fields.pic')}
        description={kept?.pic ? t('edit.keepFile', { name: kept.pic }) : undefined}
        accept="image/*"
        value={draft.pic}
        onChange={set('pic')}
        clearable
      />
      <FileInput
        label={t('fields.description')}
        description={kept?.description ? t('edit.keepFile', { name: kept.description }) : undefined}
        accept="application/pdf"
        value={draft.description}
        onChange={set('description')}
        clearable
      />
    </SimpleGrid>
  );
}

/**
 * Adds one showroom or warehouse item (spec 04 sections 2.6 and 5): quantity and unit, picture
 * and description PDF, sent as multipart. Select Category fills the category and the name.
 */
export function StockItemForm({ location }: { location: Exclude<StockLocation, 'reuse'> }) {
  const t = useAharStockT();
  const messageT = useMessageT();
  const [draft, setDraft] = useState<ListDraft>(EMPTY_LIST_DRAFT);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof ListDraft>(key: K) =>
    (value: ListDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const add = useStockChange(aharApi.stock.locations[location].add, (body: FormData) => ({ body }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = listDraftProblem(draft);
    setProblem(wrong);
    if (wrong) return;
    add.mutate(listDraftForm(draft), { onSuccess: () => setDraft(EMPTY_LIST_DRAFT) });
  };
  return (
    <FormCard title={t('form.title')}>
      <form onSubmit={submit} noValidate aria-label={t('form.title')}>
        <Stack gap="sm">
          <Group>
            <Button variant="light" onClick={() => setPicking(true)}>
              {t('picker.open')}
            </Button>
          </Group>
          <ListFields draft={draft} set={set} />
          {(problem ?? add.isError) && (
            <Text c="red" role="alert">
              {problem ? messageT(problem) : submitFailure(add.error)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <CategoryPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={({ category, item }) => setDraft((d) => ({ ...d, category, name: item ?? d.name }))}
      />
    </FormCard>
  );
}
