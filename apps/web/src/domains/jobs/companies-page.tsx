import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPANY_MESSAGES, type CompanySummary } from '@vedann/contracts';
import { Link } from 'react-router';
import { useCommonT, useMessageT } from '../../i18n';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobValue, useJobsT } from './i18n';
import { ListTable } from '../../ui/list-table';
import { CompanyLogo } from './job-card';
import { useMyCompanies } from './jobs-api';
import { RecruiterOnly } from './role-only';

/** Between facts on one line (not a word, so the same in every language). */
const SEPARATOR = ' · ';

function ViewButton({ company }: { company: CompanySummary }) {
  const t = useJobsT();
  const tc = useCommonT();
  return (
    <Button
      component={Link}
      to={`/admin/companies/${company._id}`}
      size="xs"
      variant="light"
      aria-label={t('companies.viewCompany', { name: company.name })}
    >
      {tc('actions.view')}
    </Button>
  );
}

/** /admin/companies: the recruiter's companies, a name filter and New Company. */
export function CompaniesPage() {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const value = useJobValue();
  usePageTitle(t('titles.companies'));
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 250);
  const companies = useMyCompanies(debounced);

  let body;
  if (companies.isPending) body = <Loading />;
  else if (companies.isError)
    body = (
      <Alert color="red" title={tm(COMPANY_MESSAGES.fetchFailed)}>
        <Button variant="light" color="red" size="xs" onClick={() => void companies.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else if (companies.data.length === 0) body = <Text>{tm(COMPANY_MESSAGES.empty)}</Text>;
  else
    body = (
      <>
        {/* On a phone each company is a card, so View is always on screen. */}
        <Stack gap="sm" hiddenFrom="sm">
          {companies.data.map((company) => (
            <Card key={company._id} withBorder component="article" aria-label={company.name}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <CompanyLogo name={company.name} logo={company.logo} size={28} />
                  <Stack gap={0} miw={0}>
                    <Text fw={600}>{company.name}</Text>
                    <Text size="sm" c="dimmed">
                      {[value(company.industry), company.location].join(SEPARATOR)}
                    </Text>
                  </Stack>
                </Group>
                <ViewButton company={company} />
              </Group>
            </Card>
          ))}
        </Stack>
        <ListTable
          caption={t('companies.caption')}
          visibleFrom="sm"
          headers={[
            t('companies.name'),
            t('companies.industry'),
            t('companies.location'),
            t('companies.actions'),
          ]}
        >
          {companies.data.map((company) => (
            <Table.Tr key={company._id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <CompanyLogo name={company.name} logo={company.logo} size={28} />
                  {company.name}
                </Group>
              </Table.Td>
              <Table.Td>{value(company.industry)}</Table.Td>
              <Table.Td>{company.location}</Table.Td>
              <Table.Td>
                <ViewButton company={company} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </>
    );

  return (
    <RecruiterOnly>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('companies.title')}
        </Title>
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t('companies.filter')}
            placeholder={t('companies.filter')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button component={Link} to="/admin/companies/create">
            {t('companies.newCompany')}
          </Button>
        </Group>
        {body}
      </Stack>
    </RecruiterOnly>
  );
}
