import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ASSET_TYPES,
  BALANCE_SHEET_MESSAGES,
  GENERIC_ERROR,
  LIABILITY_TYPES,
  balanceSheetTotals,
  type BalanceSheetApi,
} from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError, apiDownload, errorMessage } from '../../lib/api';
import { endpointKey, useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { sheetFigures, sheetForm, type SheetForm } from './books-logic';
import { useAccountsBooksT } from './i18n';
import { LoadError } from '../../ui/load-error';

type Note = { color: 'green' | 'red'; text: string } | null;

function VersionHistory({ sheet }: { sheet: BalanceSheetApi }) {
  const t = useAccountsBooksT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const versions = useEndpoint(
    sheet.versions,
    { query: { page, limit: 5 } },
    { keepPrevious: true },
  );
  let body;
  if (versions.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={t('balance.historyError')}
        onRetry={() => void versions.refetch()}
      />
    );
  else if (!versions.data) body = <Loading />;
  else if (versions.data.versions.length === 0)
    body = <Text c="dimmed">{t('balance.noVersions')}</Text>;
  else
    body = (
      <Table className="books-table" aria-label={t('balance.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('balance.savedOn')}</Table.Th>
            <Table.Th>{t('balance.savedBy')}</Table.Th>
            <Table.Th ta="right">{t('balance.totalAssets')}</Table.Th>
            <Table.Th ta="right">{t('balance.liabilitiesAndEquity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.data.versions.map((version) => (
            <Table.Tr key={version._id}>
              <Table.Td>{format.dateTime(version.createdAt)}</Table.Td>
              <Table.Td>{version.createdBy ?? t('balance.unknownAuthor')}</Table.Td>
              <Table.Td ta="right">{format.money(version.totals.totalAssets)}</Table.Td>
              <Table.Td ta="right">{format.money(version.totals.liabilitiesAndEquity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('balance.history')}
      </Title>
      {body}
      <ListPager
        exportCsv={{ list: sheet.versions }}
        totalPages={versions.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('balance.history')}
      />
    </Stack>
  );
}

/** The totals as typed, and whether assets equal liabilities and equity. */
function SheetTotals({ totals }: { totals: ReturnType<typeof balanceSheetTotals> }) {
  const t = useAccountsBooksT();
  const format = useFormat();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('balance.totals')}
      </Title>
      <Table className="books-table" aria-label={t('balance.totals')} maw={520}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('balance.totalAssets')}</Table.Th>
            <Table.Td ta="right">{format.money(totals.totalAssets)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('balance.totalLiabilities')}</Table.Th>
            <Table.Td ta="right">{format.money(totals.totalLiabilities)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('balance.equity')}</Table.Th>
            <Table.Td ta="right">{format.money(totals.equity)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('balance.liabilitiesAndEquity')}</Table.Th>
            <Table.Td ta="right">{format.money(totals.liabilitiesAndEquity)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={600} c={totals.balanced ? 'green.8' : 'red.8'} data-testid="balance-check">
        {totals.balanced
          ? t('balance.balanced')
          : t('balance.notBalanced', { amount: format.money(Math.abs(totals.difference)) })}
      </Text>
    </Stack>
  );
}

/**
 * The balance sheet (spec 03 and 04 sections 3, 5, 8): the five asset types, the two liability
 * types and equity, in rupees; submit is refused until the sheet has loaded; the totals and the
 * balance check follow what is typed; every update is a version; the sheet downloads as a PDF.
 */
export function BalanceSheet({ sheet }: { sheet: BalanceSheetApi }) {
  const t = useAccountsBooksT();
  const tm = useMessageT();
  const tc = useCommonT();
  const orgId = useStoredOrgId();
  const queryClient = useQueryClient();
  const latest = useEndpoint(sheet.latest, {});
  const refreshVersions = useRefresh([sheet.versions]);
  const [edited, setEdited] = useState<SheetForm | null>(null);
  const [note, setNote] = useState<Note>(null);
  const form: SheetForm =
    edited ?? sheetForm(latest.data ?? { assets: [], liabilities: [], equity: 0 });
  const totals = balanceSheetTotals(sheetFigures(form));

  const save = useEndpointMutation(sheet.update, {
    onSuccess: async (answer) => {
      setNote({ color: 'green', text: answer.message ?? BALANCE_SHEET_MESSAGES.updated });
      setEdited(null);
      queryClient.setQueryData(endpointKey(sheet.latest, orgId), answer);
      await refreshVersions();
    },
  });
  // A failed save says why beside the form.
  const saveFailed = (error: unknown) =>
    setNote({
      color: 'red',
      text:
        error instanceof ApiError && error.serverMessage
          ? BALANCE_SHEET_MESSAGES.error(error.serverMessage)
          : BALANCE_SHEET_MESSAGES.networkFailure,
    });
  const download = useMutation({
    mutationFn: () => apiDownload(sheet.pdfPath, `${t('balance.title')}.pdf`),
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, GENERIC_ERROR) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The spec's two guards: not before the sheet has loaded, and not without its id.
    if (latest.isPending) {
      setNote({ color: 'red', text: BALANCE_SHEET_MESSAGES.loading });
      return;
    }
    if (!latest.data?._id) {
      setNote({ color: 'red', text: BALANCE_SHEET_MESSAGES.idRequired });
      return;
    }
    setNote(null);
    save.mutate({ body: { id: latest.data._id, ...sheetFigures(form) } }, { onError: saveFailed });
  };
  const set = (part: 'assets' | 'liabilities', type: string, value: string) =>
    setEdited({ ...form, [part]: { ...form[part], [type]: value } });

  const amountInput = (part: 'assets' | 'liabilities', type: string, label: string) => (
    <TextInput
      key={type}
      label={t('balance.rupees', { type: label })}
      inputMode="decimal"
      value={form[part][type] ?? ''}
      onChange={(event) => set(part, type, event.currentTarget.value)}
    />
  );

  return (
    <Stack gap="xl" className="books-screen">
      {latest.isError && (
        <Alert color="red" title={t('balance.loadError')}>
          <Button size="xs" variant="light" color="red" onClick={() => void latest.refetch()}>
            {tc('actions.retry')}
          </Button>
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label={t('balance.title')}>
        <Stack gap="lg">
          <fieldset className="books-fieldset">
            <Title order={2} size="h4" component="legend">
              {t('balance.assets')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {ASSET_TYPES.map((type) =>
                amountInput('assets', type, t(`balance.assetTypes.${type}`)),
              )}
            </SimpleGrid>
          </fieldset>
          <fieldset className="books-fieldset">
            <Title order={2} size="h4" component="legend">
              {t('balance.liabilities')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {LIABILITY_TYPES.map((type) =>
                amountInput('liabilities', type, t(`balance.liabilityTypes.${type}`)),
              )}
            </SimpleGrid>
          </fieldset>
          <TextInput
            label={t('balance.rupees', { type: t('balance.equity') })}
            inputMode="decimal"
            maw={320}
            value={form.equity}
            onChange={(event) => setEdited({ ...form, equity: event.currentTarget.value })}
          />
          {note && (
            <Alert color={note.color} role={note.color === 'red' ? 'alert' : 'status'}>
              {tm(note.text)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('balance.submit')}
            </Button>
            <Button
              variant="default"
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('balance.downloadPdf')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SheetTotals totals={totals} />
      <VersionHistory sheet={sheet} />
    </Stack>
  );
}
