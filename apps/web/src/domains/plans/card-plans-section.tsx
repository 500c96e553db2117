import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CARD_PLAN_FEES,
  CARD_PLAN_MESSAGES,
  GENERIC_ERROR,
  cardPlanInputSchema,
  plansApi,
  type CardPlan,
  type CardPlanFee,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useResourceList, useResourceMutations } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { LoadError } from '../../ui/load-error';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { useConfirm } from '../../ui/confirm';
import { translated } from '../../lib/form-errors';
import { usePlansT } from './i18n';
import { CardPlanList } from './plan-display';

interface CardValues {
  name: string;
  annualFee: string;
  benefits: string;
}

/** Adds a card plan, or with `card` edits it in place (Update writes the whole card). */
function CardPlanForm({ card, onDone }: { card?: CardPlan; onDone?: () => void }) {
  const t = usePlansT();
  const tm = useMessageT();
  const { create, update } = useResourceMutations(plansApi.cardPlans);
  const saving = card ? update : create;
  const title = card ? t('card.editTitle', { name: card.name }) : t('card.addTitle');
  const format = useFormat();
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: {
      name: card?.name ?? '',
      annualFee: card?.annualFee ?? '',
      benefits: card?.benefits ?? '',
    },
    validate: translated(zodFormResolver<CardValues>(cardPlanInputSchema)),
  });
  const submit = (values: CardValues) => {
    // The form's resolver has checked the fee against the schema's choices.
    const input = { ...values, annualFee: values.annualFee as CardPlanFee };
    if (card) update.mutate({ id: card._id, input }, { onSuccess: () => onDone?.() });
    else create.mutate(input, { onSuccess: () => form.reset() });
  };
  return (
    <form noValidate aria-label={title} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {!card && (
          <Title order={3} size="h5">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, sm: card ? 1 : 2 }}>
          <TextInput label={t('card.name')} {...form.getInputProps('name')} />
          <NativeSelect
            label={t('card.annualFee')}
            data={[
              { value: '', label: t('card.chooseFee'), disabled: true },
              ...CARD_PLAN_FEES.map((fee) => ({
                value: fee,
                label: fee === 'Free' ? t('card.free') : format.money(Number(fee)),
              })),
            ]}
            {...form.getInputProps('annualFee')}
          />
        </SimpleGrid>
        <Textarea
          label={t('card.benefits')}
          autosize
          minRows={2}
          {...form.getInputProps('benefits')}
        />
        {saving.isError && (
          <Alert color="red">{tm(errorMessage(saving.error, GENERIC_ERROR))}</Alert>
        )}
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {card ? t('card.update') : t('card.add')}
          </Button>
          {card && (
            <Button variant="default" onClick={onDone}>
              {t('card.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function CardActions({ card, afterRemove }: { card: CardPlan; afterRemove: () => void }) {
  const t = usePlansT();
  const tm = useMessageT();
  const [editing, setEditing] = useState(false);
  const { remove } = useResourceMutations(plansApi.cardPlans);
  const { confirm, dialog } = useConfirm();
  if (editing) return <CardPlanForm card={card} onDone={() => setEditing(false)} />;
  const askAndRemove = async () => {
    const yes = await confirm({
      title: t('card.removeTitle', { name: card.name }),
      message: t('card.removeText'),
      confirmLabel: t('card.remove'),
    });
    if (yes) remove.mutate(card._id, { onSuccess: afterRemove });
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          aria-label={t('card.editName', { name: card.name })}
          onClick={() => setEditing(true)}
        >
          {t('card.edit')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={t('card.removeName', { name: card.name })}
          loading={remove.isPending}
          onClick={() => void askAndRemove()}
        >
          {t('card.remove')}
        </Button>
      </Group>
      {dialog}
      {remove.isError && (
        <Text c="red" size="xs" role="alert">
          {tm(errorMessage(remove.error, GENERIC_ERROR))}
        </Text>
      )}
    </Stack>
  );
}

/** The card plans: a paged card list, each card edited or removed in place, and the add form. */
export function CardPlansSection({ canEdit }: { canEdit: boolean }) {
  const t = usePlansT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed card takes its buttons with it; focus goes to the section's heading.
  const afterRemove = () => heading.current?.focus();
  const list = useResourceList(plansApi.cardPlans, { page, limit: 12 });
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={CARD_PLAN_MESSAGES.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.rows.length === 0)
    body = <Text c="dimmed">{tm(CARD_PLAN_MESSAGES.empty)}</Text>;
  else
    body = (
      <CardPlanList
        cards={list.data.rows}
        actions={
          canEdit ? (card) => <CardActions card={card} afterRemove={afterRemove} /> : undefined
        }
      />
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {t('business.cards')}
      </Title>
      {body}
      <ListPager
        exportCsv={{ list: plansApi.cardPlans }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('card.pages')}
      />
      {canEdit && <CardPlanForm />}
    </Stack>
  );
}
