import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  GYM_FEE_CURRENCIES,
  GYM_FEE_STATUSES,
  MONTH_NAMES,
  gymFeeInputSchema,
  gymFeeYears,
  todayInIndia,
  type GymFee,
  gymApi,
  paymentsApi,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { apiDownload, errorMessage } from '../../../lib/api';
import { callEndpoint, useEndpoint, useRefresh } from '../../../lib/endpoint';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { WhatsAppReceiptButton } from '../../messages';
import { DeskFeePayButton } from '../../payments';
import { useFeeStatusText, useGymMembersT } from './i18n';

interface FeeDraft extends Record<string, string> {
  member: string;
  feeFrom: string;
  feeTo: string;
  amount: string;
  status: string;
  penalty: string;
  paymentDate: string;
  remark: string;
  currency: string;
  /** Shown only: the server issues it, and the input schema drops it. */
  invoiceNo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const toDraft = (row: GymFee): FeeDraft => ({
  member: row.member,
  feeFrom: row.feeFrom,
  feeTo: row.feeTo,
  amount: String(row.amount),
  status: row.status,
  penalty: String(row.penalty),
  paymentDate: row.paymentDate,
  remark: row.remark,
  currency: row.currency,
  invoiceNo: row.invoiceNo,
});

/** A new row names a member by their Member ID and covers the month on screen. */
function AddFee({
  year,
  month,
  onAdded,
}: {
  year: number;
  month: number;
  onAdded: (id: string) => void;
}) {
  const t = useGymMembersT();
  const tm = useMessageT();
  const refresh = useRefresh([gymApi.members.fees]);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const add = useMutation({
    mutationFn: async () => {
      const found = await callEndpoint(gymApi.members.list, {
        query: { search: code.trim(), limit: 20 },
      });
      const member = found.members.find((m) => m.memberId === code.trim().toUpperCase());
      if (!member) throw new Error(t('fees.noSuchMember'));
      const m = month || Number(todayInIndia().slice(5, 7));
      return callEndpoint(gymApi.members.addFee, {
        body: {
          member: member._id,
          feeFrom: `${year}-${pad(m)}-01`,
          feeTo: `${year}-${pad(m)}-${pad(lastDay(year, m))}`,
        },
      });
    },
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setCode('');
      setError('');
      onAdded(answer.fee._id);
      await refresh();
    },
    onError: (failure) => setError(tm(errorMessage(failure, GENERIC_ERROR))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('fees.addTitle')}>
      <Group align="end">
        <TextInput
          label={t('fees.memberCode')}
          value={code}
          error={error || undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t('fees.add')}
        </Button>
      </Group>
    </form>
  );
}

/** The GSTIN the invoices are issued under: the gym profile's GST number (View Profile). */
function InvoiceGstin() {
  const t = useGymMembersT();
  const profile = useEndpoint(gymApi.hub.profile, {});
  if (!profile.data) return null;
  const gstin = profile.data.profile?.taxes.find((tax) => tax.type === 'GST')?.taxNo;
  return gstin ? (
    <Text size="sm">{t('fees.gstinFromProfile', { gstin })}</Text>
  ) : (
    <Alert color="yellow">
      <Anchor component={Link} to="/gym?panel=viewProfile">
        {t('fees.noGstin')}
      </Anchor>
    </Alert>
  );
}

/**
 * Fees (spec 03 sections 3, 4 and 9): editable rows of name, fees, status, penalty and remark
 * for the chosen year (this one and the 3 before) and month; each row's GST invoice.
 */
export function GymFees() {
  const t = useGymMembersT();
  const feeStatus = useFeeStatusText();
  const format = useFormat();
  const thisYear = Number(todayInIndia().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState(Number(todayInIndia().slice(5, 7)));
  const [failure, setFailure] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const columns: EditableColumn<GymFee, FeeDraft>[] = [
    { field: 'invoiceNo', label: t('fees.invoiceNo'), readOnly: true },
    {
      field: 'member',
      label: t('fees.name'),
      readOnly: true,
      render: (r) => `${r.student} (${r.memberId})`,
    },
    {
      field: 'amount',
      label: t('fees.fees'),
      kind: 'number',
      render: (r) => format.money(r.amount, r.currency),
    },
    {
      field: 'status',
      label: t('fees.status'),
      kind: 'select',
      options: GYM_FEE_STATUSES,
      optionLabel: feeStatus,
      render: (r) => feeStatus(r.status),
    },
    {
      field: 'penalty',
      label: t('fees.penalty'),
      kind: 'number',
      render: (r) => format.money(r.penalty, r.currency),
    },
    { field: 'remark', label: t('fees.remark') },
    {
      field: 'feeFrom',
      label: t('fees.feeFrom'),
      kind: 'date',
      render: (r) => format.date(r.feeFrom),
    },
    { field: 'feeTo', label: t('fees.feeTo'), kind: 'date', render: (r) => format.date(r.feeTo) },
    {
      field: 'paymentDate',
      label: t('fees.paymentDate'),
      kind: 'date',
      render: (r) => (r.paymentDate ? format.date(r.paymentDate) : ''),
    },
    { field: 'currency', label: t('fees.currency'), kind: 'select', options: GYM_FEE_CURRENCIES },
  ];
  return (
    <Stack>
      <InvoiceGstin />
      <Group>
        <NativeSelect
          label={t('fees.year')}
          value={String(year)}
          data={gymFeeYears(thisYear).map(String)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
        />
        <NativeSelect
          label={t('fees.month')}
          value={String(month)}
          data={[
            { value: '0', label: t('fees.allMonths') },
            ...MONTH_NAMES.map((_, i) => ({
              value: String(i + 1),
              label: format.monthName(i + 1),
            })),
          ]}
          onChange={(event) => setMonth(Number(event.currentTarget.value))}
        />
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
      <EditableTable
        title={t('fees.title')}
        resource={gymApi.members.fees}
        params={{ year, month: month || undefined }}
        columns={columns}
        emptyDraft={toDraft({
          _id: '',
          member: '',
          student: '',
          memberId: '',
          feeFrom: '',
          feeTo: '',
          amount: 100,
          status: 'Notpaid',
          penalty: 0,
          paymentDate: '',
          remark: '',
          currency: 'INR',
          invoiceNo: '',
          invoiceDate: '',
        })}
        toDraft={toDraft}
        toInput={(draft) => draft}
        schema={gymFeeInputSchema}
        emptyText={t('fees.empty')}
        loadErrorText={t('fees.loadFailed')}
        addForm={<AddFee year={year} month={month} onAdded={setAdded} />}
        editRowId={added}
        rowName={(row) => `${row.student} (${row.memberId})`}
        rowActions={(row) => (
          <>
            {row.pay && (
              <DeskFeePayButton
                api={paymentsApi.gymFees}
                target={row._id}
                pay={row.pay}
                stale={[gymApi.members.fees]}
                name={`${row.student} (${row.memberId})`}
              />
            )}
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setFailure('');
                apiDownload(`/gym/fees/${row._id}/invoice`, `Invoice ${row.memberId}.pdf`).catch(
                  (error: unknown) => setFailure(errorMessage(error, GENERIC_ERROR)),
                );
              }}
            >
              {t('fees.invoice')}
            </Button>
            <WhatsAppReceiptButton
              subject="gym-receipt"
              receipt={row}
              number={row.invoiceNo}
              payer={row.student}
              stale={[gymApi.members.fees]}
            />
          </>
        )}
      />
    </Stack>
  );
}
