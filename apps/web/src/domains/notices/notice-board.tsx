import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  NOTICE_AUDIENCES,
  NOTICE_MESSAGES,
  businessDay,
  noticeInputSchema,
  noticesApi,
  type Notice,
  type NoticeAudience,
} from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useResourceList, useResourceMutations } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { useNoticesT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { DateField } from '../../ui/date-field';

/** A notice board at an area's path (the gym's serves the ahar's SUTRIN ADMIN Notice too). */
type NoticeBoardApi = typeof noticesApi.gym;

interface Draft {
  notice: string;
  startDate: string;
  endDate: string;
  visibleTo: NoticeAudience;
}

const emptyDraft = (): Draft => {
  const today = businessDay();
  return { notice: '', startDate: today, endDate: today, visibleTo: 'User' };
};

function NoticeForm(props: {
  resource: NoticeBoardApi;
  editing: Notice | null;
  onDone: () => void;
}) {
  const t = useNoticesT();
  const tm = useMessageT();
  const [draft, setDraft] = useState<Draft>(() =>
    props.editing
      ? {
          notice: props.editing.notice,
          startDate: props.editing.startDate,
          endDate: props.editing.endDate,
          visibleTo: props.editing.visibleTo,
        }
      : emptyDraft(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, update } = useResourceMutations(props.resource);
  const pending = create.isPending || update.isPending;
  const failed = create.isError || update.isError;
  const set = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(noticeInputSchema)(draft) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // After success the form resets (Visible To back to User) and the list returns.
    const done = { onSuccess: props.onDone };
    if (props.editing) update.mutate({ id: props.editing._id, input: draft }, done);
    else create.mutate(draft, done);
  };

  const title = props.editing ? t('formEdit') : t('formAdd');
  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Textarea
            label={t('fields.notice')}
            autosize
            minRows={3}
            value={draft.notice}
            error={errors.notice}
            onChange={(event) => set('notice', event.currentTarget.value)}
          />
          <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
            <DateField
              label={t('fields.startDate')}
              value={draft.startDate}
              error={errors.startDate}
              miw={160}
              onChange={(value) => set('startDate', value)}
            />
            <DateField
              label={t('fields.endDate')}
              value={draft.endDate}
              error={errors.endDate}
              miw={160}
              onChange={(value) => set('endDate', value)}
            />
            <NativeSelect
              label={t('fields.visibleTo')}
              value={draft.visibleTo}
              miw={160}
              data={NOTICE_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
              onChange={(event) => set('visibleTo', event.currentTarget.value)}
            />
          </Group>
          {failed && <Alert color="red">{tm(NOTICE_MESSAGES.submitFailed)}</Alert>}
          <Group gap="xs">
            <Button type="submit" loading={pending}>
              {t('submit')}
            </Button>
            <Button variant="default" onClick={props.onDone}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NoticeItem(props: { notice: Notice; resource: NoticeBoardApi; onEdit: () => void }) {
  const t = useNoticesT();
  const common = useCommonT();
  const tm = useMessageT();
  const format = useFormat();
  const { remove } = useResourceMutations(props.resource);
  const { confirm, dialog } = useConfirm();
  const { notice } = props;
  const askRemove = async () => {
    const sure = await confirm({
      title: common('confirm.deleteTitle', { name: notice.notice.slice(0, 40) }),
      message: common('confirm.deleteText'),
      confirmLabel: t('remove'),
    });
    if (sure) remove.mutate(notice._id);
  };
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={6}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.notice}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('period', {
              start: format.date(notice.startDate),
              end: format.date(notice.endDate),
            })}
          </Text>
          <Badge variant="light">
            {t('forAudience', { audience: t(`audiences.${notice.visibleTo}`) })}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={props.onEdit}>
            {t('edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={() => void askRemove()}
          >
            {t('remove')}
          </Button>
        </Group>
        {remove.isError && (
          <Text c="red" size="sm" role="alert">
            {tm(NOTICE_MESSAGES.deleteFailed)}
          </Text>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}

/**
 * The notice board (spec 03 sections 2 and 4): the list, or the create/edit form. Editing loads
 * the notice into the form; after a successful submit the form resets and the list returns.
 */
function NoticeBoard({ resource }: { resource: NoticeBoardApi }) {
  const t = useNoticesT();
  const tm = useMessageT();
  const [mode, setMode] = useState<{ form: false } | { form: true; editing: Notice | null }>({
    form: false,
  });
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList(resource, { page, limit: 20 });

  if (mode.form) {
    return (
      <NoticeForm
        resource={resource}
        editing={mode.editing}
        onDone={() => setMode({ form: false })}
      />
    );
  }
  return (
    <Stack gap="md" ref={top}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('list')}
        </Title>
        <Button onClick={() => setMode({ form: true, editing: null })}>{t('add')}</Button>
      </Group>
      {list.isPending ? (
        <Text role="status">{tm(NOTICE_MESSAGES.loading)}</Text>
      ) : list.isError ? (
        <LoadError
          error={undefined}
          fallback={NOTICE_MESSAGES.loadFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{tm(NOTICE_MESSAGES.empty)}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('list')}
        >
          {list.data.rows.map((notice) => (
            <NoticeItem
              key={notice._id}
              notice={notice}
              resource={resource}
              onEdit={() => setMode({ form: true, editing: notice })}
            />
          ))}
        </Stack>
      )}
      <ListPager
        exportCsv={{ list: resource }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('list')}
        scrollTo={top}
      />
    </Stack>
  );
}

/** The gym's SUTRIN (ADMIN) Notice and the ahar's SUTRIN ADMIN Notice. */
export function GymNoticeBoard() {
  return <NoticeBoard resource={noticesApi.gym} />;
}

/** The barber's Notice. */
export function BarberNoticeBoard() {
  return <NoticeBoard resource={noticesApi.barber} />;
}
