import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEMAND_MESSAGES,
  aharApi,
  businessTime,
  demandRecordInputSchema,
  multiplyMoney,
  sumMoney,
  todayInIndia,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/endpoint';
import { CategoryPicker } from '../category-picker';
import { useRefreshDemand } from './api';
import { useAharDemandT } from './i18n';
import { parseOrShow } from '../../../lib/zod-form';
import { DateField } from '../../../ui/date-field';

interface ItemDraft {
  key: number;
  category: string;
  itemName: string;
  company: string;
  quantity: string;
  price: string;
  remark: string;
}

let nextKey = 1;
const emptyItem = (): ItemDraft => ({
  key: nextKey++,
  category: '',
  itemName: '',
  company: '',
  quantity: '',
  price: '',
  remark: '',
});

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

type ItemField = keyof Omit<ItemDraft, 'key'>;

/** One item of the form: its fields, the category picker's button and Remove. */
function ItemFields(props: {
  item: ItemDraft;
  n: number;
  onChange: (field: ItemField, value: string) => void;
  onPick: () => void;
  onRemove: () => void;
}) {
  const { item, n, onChange, onPick, onRemove } = props;
  const t = useAharDemandT();
  return (
    <Fieldset legend={t('form.item', { n })}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <TextInput
          label={t('form.category')}
          required
          maxLength={60}
          value={item.category}
          onChange={(e) => onChange('category', e.currentTarget.value)}
        />
        <Button
          variant="light"
          mt={{ xs: 25 }}
          aria-label={`${t('form.chooseCategory')}: ${t('form.item', { n })}`}
          onClick={onPick}
        >
          {t('form.chooseCategory')}
        </Button>
        <TextInput
          label={t('form.itemName')}
          maxLength={80}
          value={item.itemName}
          onChange={(e) => onChange('itemName', e.currentTarget.value)}
        />
        <TextInput
          label={t('form.company')}
          required
          maxLength={80}
          value={item.company}
          onChange={(e) => onChange('company', e.currentTarget.value)}
        />
        <TextInput
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label={t('form.quantity')}
          required
          value={item.quantity}
          onChange={(e) => onChange('quantity', e.currentTarget.value)}
        />
        <TextInput
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label={t('form.price')}
          required
          value={item.price}
          onChange={(e) => onChange('price', e.currentTarget.value)}
        />
        <TextInput
          label={t('form.remark')}
          maxLength={200}
          value={item.remark}
          onChange={(e) => onChange('remark', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={t('form.removeItem', { n })}
          onClick={onRemove}
        >
          {t('form.removeItem', { n })}
        </Button>
      </Group>
    </Fieldset>
  );
}

/**
 * Dainik → Add: the Daily Inventory Form (spec 04 sections 2.6, 3 and 5). Date, time, name and
 * id, then the items; the contract's rules word every refusal before anything is sent.
 */
export function DailyInventoryForm() {
  const t = useAharDemandT();
  const tm = useMessageT();
  const format = useFormat();
  const refresh = useRefreshDemand();
  const [date, setDate] = useState(todayInIndia);
  const [time, setTime] = useState(() => businessTime());
  const [name, setName] = useState('');
  const [personId, setPersonId] = useState('');
  const [items, setItems] = useState<ItemDraft[]>(() => [emptyItem()]);
  const [problem, setProblem] = useState<string | null>(null);
  /** The item whose category the picker is choosing. */
  const [picking, setPicking] = useState<number | null>(null);

  const save = useEndpointMutation(aharApi.demand.addRecord, {
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setName('');
      setPersonId('');
      setItems([emptyItem()]);
      setProblem(null);
      await refresh();
    },
  });

  const change = (key: number, field: ItemField, value: string) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, [field]: value } : item)));

  const body = {
    date,
    time,
    name,
    id: personId,
    items: items.map(({ category, itemName, company, quantity, price, remark }) => ({
      category,
      itemName,
      company,
      quantity,
      price,
      remark,
    })),
  };
  const total = sumMoney(
    items.map((item) => multiplyMoney(wholeNumber(item.price), wholeNumber(item.quantity))),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseOrShow(
      demandRecordInputSchema,
      body,
      setProblem,
      DEMAND_MESSAGES.itemFields,
    );
    if (input)
      save.mutate(
        { body: input },
        { onError: (failure) => setProblem(errorMessage(failure, DEMAND_MESSAGES.submitFailed)) },
      );
  };

  return (
    <form onSubmit={submit} aria-labelledby="daily-form-title" noValidate>
      <Stack gap="md">
        <Title order={2} size="h3" id="daily-form-title">
          {t('form.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <DateField label={t('form.date')} required value={date} onChange={setDate} />
          <TextInput
            type="time"
            label={t('form.time')}
            required
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
          <TextInput
            label={t('form.name')}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t('form.id')}
            required
            maxLength={40}
            value={personId}
            onChange={(e) => setPersonId(e.currentTarget.value)}
          />
        </SimpleGrid>
        {items.map((item, index) => (
          <ItemFields
            key={item.key}
            item={item}
            n={index + 1}
            onChange={(field, value) => change(item.key, field, value)}
            onPick={() => setPicking(item.key)}
            onRemove={() => setItems((list) => list.filter((other) => other.key !== item.key))}
          />
        ))}
        <CategoryPicker
          opened={picking !== null}
          onClose={() => setPicking(null)}
          onPick={(choice) => {
            if (picking === null) return;
            change(picking, 'category', choice.category);
            if (choice.item) change(picking, 'itemName', choice.item);
          }}
        />
        <Text fw={500}>{t('form.total', { amount: format.money(total, 'INR') })}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button variant="light" onClick={() => setItems((list) => [...list, emptyItem()])}>
            {t('form.addItem')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
