import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ENQUIRY_RESPONSES,
  GENERIC_ERROR,
  placementEnquiryAnswerSchema,
  type EnquiryResponse,
  type PlacementEnquiry,
  placementApi,
  readablePhone,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { parseOrShow } from '../../lib/zod-form';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useAnswerEnquiry, useCompanyEnquiries } from './company-api';
import { useCompanyT } from './i18n';
import { FormError, Line } from './placement-parts';

const RESPONSE_COLORS: Record<EnquiryResponse, string> = {
  Pending: 'gray',
  Approved: 'green',
  Rejected: 'red',
};

function EnquiryAnswer({ enquiry, onDone }: { enquiry: PlacementEnquiry; onDone: () => void }) {
  const t = useCompanyT();
  const answer = useAnswerEnquiry();
  const [response, setResponse] = useState<EnquiryResponse>(enquiry.response);
  const [contactName, setContactName] = useState(enquiry.contactName);
  const [contactNumber, setContactNumber] = useState(enquiry.contactNumber);
  const [address, setAddress] = useState(enquiry.address);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t('recruit.enquiries.answerTitle', { name: enquiry.studentName })}
      onSubmit={(event) => {
        event.preventDefault();
        const input = parseOrShow(
          placementEnquiryAnswerSchema,
          { response, contactName, contactNumber, address },
          setError,
        );
        if (input) answer.mutate({ id: enquiry._id, input }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Select
          label={t('recruit.enquiries.response')}
          required
          allowDeselect={false}
          value={response}
          onChange={(value) => value && setResponse(value as EnquiryResponse)}
          data={ENQUIRY_RESPONSES.map((value) => ({
            value,
            label: t(`recruit.enquiries.responses.${value}`),
          }))}
        />
        <TextInput
          label={t('recruit.enquiries.contactName')}
          value={contactName}
          maxLength={100}
          onChange={(event) => setContactName(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.enquiries.number')}
          type="tel"
          value={contactNumber}
          onChange={(event) => setContactNumber(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.enquiries.address')}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <FormError error={error ?? (answer.error && errorMessage(answer.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={answer.isPending}>
            {t('recruit.enquiries.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EnquiriesTab() {
  const t = useCompanyT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<string | null>(null);
  const enquiries = useCompanyEnquiries(page);
  let body;
  if (enquiries.isPending) body = <Loading />;
  else if (enquiries.isError)
    body = <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  else if (enquiries.data.enquiries.length === 0)
    body = <Text>{t('recruit.enquiries.empty')}</Text>;
  else
    body = (
      <SimpleGrid
        cols={{ base: 1, lg: 2 }}
        component="section"
        aria-label={t('recruit.enquiries.list')}
      >
        {enquiries.data.enquiries.map((row) => (
          <Card
            withBorder
            key={row._id}
            component="article"
            aria-label={`${row.studentName}, ${row.post}`}
            padding="sm"
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{row.studentName}</Text>
                <Badge color={RESPONSE_COLORS[row.response]}>
                  {t(`recruit.enquiries.responses.${row.response}`)}
                </Badge>
              </Group>
              <Line label={t('recruit.enquiries.post')}>{row.post}</Line>
              <Line label={t('recruit.enquiries.sentOn')}>{format.date(row.createdAt)}</Line>
              <Line label={t('recruit.enquiries.message')}>
                <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.message || t('recruit.enquiries.noMessage')}
                </span>
              </Line>
              {row.contactName && (
                <Line label={t('recruit.enquiries.contactName')}>{row.contactName}</Line>
              )}
              {row.contactNumber && (
                <Line label={t('recruit.enquiries.number')}>
                  {readablePhone(row.contactNumber)}
                </Line>
              )}
              {row.address && <Line label={t('recruit.enquiries.address')}>{row.address}</Line>}
              {answering === row._id ? (
                <EnquiryAnswer enquiry={row} onDone={() => setAnswering(null)} />
              ) : (
                <Group mt={4}>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setAnswering(row._id)}
                    aria-label={t('recruit.enquiries.answerTitle', { name: row.studentName })}
                  >
                    {t('recruit.enquiries.answer')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="md">
      {body}
      <ListPager
        exportCsv={{ list: placementApi.companyEnquiries }}
        totalPages={enquiries.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('recruit.enquiries.pages')}
      />
    </Stack>
  );
}
