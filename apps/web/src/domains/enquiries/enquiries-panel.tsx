import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  ENQUIRY_PLANS,
  businessDay,
  enquiriesApi,
  enquiryInputSchema,
  type Enquiry,
  isCalendarDate,
  readablePhone,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { Loading } from '../../ui/loading';
import { enquiryFailureText } from './enquiry-logic';
import { useEnquiriesT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { DateField } from '../../ui/date-field';

/** A change to the register reloads today's follow-ups too. */
const ENQUIRIES = enquiriesApi.enquiries;
/** A change of an enquiry changes today's follow-ups too. */
const ENQUIRIES_STALE = [enquiriesApi.dueToday];

interface EnquiryDraft extends Record<string, string> {
  date: string;
  name: string;
  mobile: string;
  address: string;
  plan: string;
  amount: string;
  followUpDate: string;
  followUpTime: string;
  description: string;
}

const emptyDraft = (): EnquiryDraft => ({
  date: businessDay(),
  name: '',
  mobile: '',
  address: '',
  plan: 'Week Plan',
  amount: '',
  followUpDate: '',
  followUpTime: '',
  description: '',
});

const toDraft = (row: Enquiry): EnquiryDraft => ({
  date: row.date,
  name: row.name,
  mobile: row.mobile,
  address: row.address,
  plan: row.plan,
  amount: String(row.amount),
  followUpDate: row.followUpDate,
  followUpTime: row.followUpTime,
  description: row.description,
});

/** The enquiry register: every field of spec 03 section 3, each required (section 5). */
function EnquiryTable({ followUpDate }: { followUpDate?: string }) {
  const t = useEnquiriesT();
  const format = useFormat();
  const columns: EditableColumn<Enquiry, EnquiryDraft>[] = [
    { field: 'name', label: t('fields.name') },
    { field: 'date', label: t('fields.date'), kind: 'date', render: (r) => format.date(r.date) },
    { field: 'mobile', label: t('fields.mobile'), render: (row) => readablePhone(row.mobile) },
    { field: 'address', label: t('fields.address') },
    {
      field: 'plan',
      label: t('fields.plan'),
      kind: 'select',
      options: ENQUIRY_PLANS,
      render: (r) => t(`plans.${r.plan}`),
    },
    {
      field: 'amount',
      label: t('fields.amount'),
      kind: 'number',
      render: (r) => format.money(r.amount, 'INR'),
    },
    {
      field: 'followUpDate',
      label: t('fields.followUpDate'),
      kind: 'date',
      render: (r) => format.date(r.followUpDate),
    },
    { field: 'followUpTime', label: t('fields.followUpTime'), kind: 'time' },
    { field: 'description', label: t('fields.description'), kind: 'textarea' },
  ];
  return (
    <EditableTable
      title={t('title')}
      resource={ENQUIRIES}
      stale={ENQUIRIES_STALE}
      params={followUpDate ? { followUpDate } : {}}
      columns={columns}
      emptyDraft={emptyDraft()}
      toDraft={toDraft}
      toInput={(draft) => draft}
      schema={enquiryInputSchema}
      emptyText={t('empty')}
      loadErrorText={t('loadFailed')}
      labels={{ add: t('add'), addTitle: t('addTitle') }}
      failureText={(error) => enquiryFailureText(error, t)}
    />
  );
}

/** Beyond the spec: today's follow-ups, by time, for the morning's calls. */
function DueToday() {
  const t = useEnquiriesT();
  const due = useEndpoint(enquiriesApi.dueToday, {});
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="enquiries-due">
      <Title order={2} size="h4" id="enquiries-due" mb="xs">
        {t('dueToday')}
      </Title>
      {due.isPending ? (
        <Loading />
      ) : due.isError ? (
        <LoadError
          error={undefined}
          fallback={t('loadFailed')}
          onRetry={() => void due.refetch()}
        />
      ) : due.data.enquiries.length === 0 ? (
        <Text c="dimmed">{t('dueEmpty')}</Text>
      ) : (
        <Stack component="ul" gap={4} m={0} pl="md">
          {due.data.enquiries.map((enquiry) => (
            <Text component="li" key={enquiry._id}>
              {t('dueAt', {
                time: enquiry.followUpTime,
                name: enquiry.name,
                mobile: readablePhone(enquiry.mobile),
                plan: t(`plans.${enquiry.plan}`),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The gym's Demo and the ahar's Enquiry: the register, with today's follow-ups above it. */
export function EnquiryRegister() {
  return (
    <Stack gap="lg">
      <DueToday />
      <EnquiryTable />
    </Stack>
  );
}

/**
 * The gym's Online List: the follow-up list. Today's follow-ups, and the register filtered by a
 * follow-up date (today's by default) for calling people back.
 */
export function FollowUpList() {
  const t = useEnquiriesT();
  const [date, setDate] = useState(() => businessDay());
  return (
    <Stack gap="lg">
      <DueToday />
      <DateField
        label={t('followUpFilter')}
        maw={220}
        value={date}
        onChange={(value) => isCalendarDate(value) && setDate(value)}
      />
      <EnquiryTable key={date} followUpDate={date} />
    </Stack>
  );
}
