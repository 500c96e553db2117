import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPANY_MESSAGES } from '@vedann/contracts';
import { Link } from 'react-router';
import { Loading } from '../../ui/loading';
import { ListTable } from './list-table';
import { CompanyLogo } from './job-card';
import { useMyCompanies } from './jobs-api';
import { RecruiterOnly } from './recruiter-only';

/** /admin/companies: the recruiter's companies, a name filter and New Company. */
export function CompaniesPage() {
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 250);
  const companies = useMyCompanies(debounced);

  let body;
  if (companies.isPending) body = <Loading />;
  else if (companies.isError)
    body = (
      <Alert color="red" title={COMPANY_MESSAGES.fetchFailed}>
        <Button variant="light" color="red" size="xs" onClick={() => void companies.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (companies.data.length === 0) body = <Text>{COMPANY_MESSAGES.empty}</Text>;
  else
    body = (
      <ListTable caption="Your companies" headers={['Name', 'Industry', 'Location', 'Actions']}>
        {companies.data.map((company) => (
          <Table.Tr key={company._id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <CompanyLogo name={company.name} logo={company.logo} size={28} />
                {company.name}
              </Group>
            </Table.Td>
            <Table.Td>{company.industry}</Table.Td>
            <Table.Td>{company.location}</Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={`/admin/companies/${company._id}`}
                size="xs"
                variant="light"
                aria-label={`View ${company.name}`}
              >
                View
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );

  return (
    <RecruiterOnly>
      <Stack gap="md">
        <Title order={1} size="h2">
          Companies
        </Title>
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Filter by name"
            placeholder="Filter by name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button component={Link} to="/admin/companies/create">
            New Company
          </Button>
        </Group>
        {body}
      </Stack>
    </RecruiterOnly>
  );
}
