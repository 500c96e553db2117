import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { GENERIC_ERROR, STOCK_MESSAGES, aharApi, type StockItem } from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { CategoryPicker } from '../category-picker';
import { useAharStockT } from './i18n';
import { ReuseFields } from './reuse-table';
import { useStockChange } from './stock-api';
import {
  appendReuseRow,
  fileProblem,
  listDraftForm,
  listDraftProblem,
  rowMissing,
  toListDraft,
  toReuseDraft,
  type ListDraft,
  type ReuseDraft,
} from './stock-drafts';
import { ListFields } from './stock-form';

/**
 * Editing a saved item (spec 04 section 2.6, the Actions' "Update or Editing"; section 4: the row
 * is read-only until Edit, and Update writes it and returns it to read-only). The card becomes the
 * item's whole form, with the rules and messages of adding (the list's or the reuse table's, and
 * the picture and PDF checks), sent as multipart `PUT <location path>/:id`. A file left empty
 * keeps the saved one. The server journals the change, so Undo last change takes it back.
 */
export function StockEditForm({ item, onDone }: { item: StockItem; onDone: () => void }) {
  const t = useAharStockT();
  const common = useCommonT();
  const messageT = useMessageT();
  const isReuse = item.location === 'reuse';
  const [list, setList] = useState<ListDraft>(() => toListDraft(item));
  const [reuse, setReuse] = useState<ReuseDraft>(() => toReuseDraft(item));
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useStockChange(
    aharApi.stock.locations[item.location].update,
    (body: FormData) => ({
      params: { id: item._id },
      body,
    }),
  );
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const setListField =
    <K extends keyof ListDraft>(key: K) =>
    (value: ListDraft[K]) =>
      setList((d) => ({ ...d, [key]: value }));
  const kept = { pic: item.pic ? item.picName || item.name : '', description: '' };
  if (item.description) kept.description = item.descriptionName || item.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let wrong: string | null;
    if (isReuse)
      wrong = rowMissing(reuse)
        ? STOCK_MESSAGES.reuseRequired
        : fileProblem(reuse.pic, reuse.description);
    else wrong = listDraftProblem(list);
    setProblem(wrong);
    if (wrong) return;
    let form: FormData;
    if (isReuse) {
      form = new FormData();
      appendReuseRow(form, reuse);
    } else form = listDraftForm(list);
    update.mutate(form, { onSuccess: onDone });
  };
  const title = common('table.editTitle', { name: item.name });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Button variant="light" size="xs" onClick={() => setPicking(true)}>
            {t('picker.open')}
          </Button>
        </Group>
        {isReuse ? (
          <ReuseFields
            row={reuse}
            change={(values) => setReuse((d) => ({ ...d, ...values }))}
            kept={kept}
          />
        ) : (
          <ListFields draft={list} set={setListField} kept={kept} />
        )}
        {(problem ?? update.isError) && (
          <Text c="red" role="alert">
            {problem
              ? messageT(problem)
              : t('edit.failed', { message: errorMessage(update.error, GENERIC_ERROR) })}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={update.isPending}>
            {common('actions.update')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {common('actions.cancel')}
          </Button>
        </Group>
      </Stack>
      <CategoryPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={({ category, item: picked }) => {
          if (isReuse) setReuse((d) => ({ ...d, category, name: picked ?? d.name }));
          else setList((d) => ({ ...d, category, name: picked ?? d.name }));
        }}
      />
    </form>
  );
}
