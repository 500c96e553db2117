import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  GENERIC_ERROR,
  placementEnquiryInputSchema,
  type EnquiryResponse,
  readablePhone,
} from '@vedann/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListPager } from '../../ui/list-pager';
import { ListTable } from '../../ui/list-table';
import { usePlacementT } from './i18n';
import { useCompanyCards, useMyEnquiries, useSendEnquiry } from './placement-api';
import { PlacementLayout } from './placement-layout';
import { CompanyLink } from '../../ui/company-link';
import { RowCard } from './row-card';

const RESPONSE_COLORS: Record<EnquiryResponse, string> = {
  Pending: 'gray',
  Approved: 'green',
  Rejected: 'red',
};
function EnquiryForm() {
  const t = usePlacementT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const companies = useCompanyCards(debounced);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [post, setPost] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ companyId?: string; post?: string }>({});
  const send = useSendEnquiry();

  const submit = () => {
    const parsed = placementEnquiryInputSchema.safeParse({
      companyId: companyId ?? '',
      post,
      message,
    });
    if (!parsed.success) {
      const found: { companyId?: string; post?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'companyId' || field === 'post') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setPost('');
        setMessage('');
      },
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="enquiry-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="enquiry-form-title">
          {t('enquiry.formTitle')}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('enquiry.company')}
              placeholder={t('enquiry.companyPlaceholder')}
              searchable
              required
              searchValue={search}
              onSearchChange={setSearch}
              value={companyId}
              onChange={setCompanyId}
              nothingFoundMessage={t('enquiry.noCompany')}
              data={(companies.data?.companies ?? []).map((company) => ({
                value: company._id,
                label: company.name,
              }))}
              filter={({ options }) => options}
              error={errors.companyId}
            />
            <TextInput
              label={t('enquiry.post')}
              required
              value={post}
              onChange={(event) => setPost(event.currentTarget.value)}
              error={errors.post}
              maxLength={100}
            />
            <Textarea
              label={t('enquiry.message')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            {send.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(send.error, GENERIC_ERROR)}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={send.isPending}>
                {t('enquiry.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** /placement/opportunity/enquiry: the student's enquiries to companies and their answers. */
export function EnquiryPage() {
  const t = usePlacementT();
  const [page, setPage] = useState(1);
  const enquiries = useMyEnquiries(page);
  const responseBadge = (response: EnquiryResponse) => (
    <Badge color={RESPONSE_COLORS[response]}>{t(`responses.${response}`)}</Badge>
  );

  let body;
  if (enquiries.isPending) body = <Loading />;
  else if (enquiries.isError)
    body = <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  else if (enquiries.data.enquiries.length === 0) body = <Text>{t('enquiry.empty')}</Text>;
  else {
    const rows = enquiries.data.enquiries;
    body = (
      <>
        <Stack gap="sm" hiddenFrom="sm">
          {rows.map((row) => (
            <RowCard
              key={row._id}
              title={row.companyName}
              heading={<CompanyLink id={row.companyId} name={row.companyName} />}
              lines={[
                [t('enquiry.post'), row.post],
                [t('enquiry.contactName'), row.contactName],
                [t('enquiry.number'), readablePhone(row.contactNumber)],
                [t('enquiry.address'), row.address],
                [t('enquiry.response'), responseBadge(row.response)],
              ]}
            />
          ))}
        </Stack>
        <ListTable
          caption={t('enquiry.title')}
          visibleFrom="sm"
          headers={[
            t('enquiry.companyName'),
            t('enquiry.post'),
            t('enquiry.contactName'),
            t('enquiry.number'),
            t('enquiry.address'),
            t('enquiry.response'),
          ]}
        >
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                <CompanyLink id={row.companyId} name={row.companyName} />
              </Table.Td>
              <Table.Td>{row.post}</Table.Td>
              <Table.Td>{row.contactName}</Table.Td>
              <Table.Td>{readablePhone(row.contactNumber)}</Table.Td>
              <Table.Td>{row.address}</Table.Td>
              <Table.Td>{responseBadge(row.response)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </>
    );
  }

  return (
    <PlacementLayout title={t('enquiry.title')}>
      {body}
      <ListPager
        totalPages={enquiries.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('enquiry.pages')}
      />
      <EnquiryForm />
    </PlacementLayout>
  );
}
