import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_MESSAGES, jobsApi } from '@vedann/contracts';
import { Link, useParams } from 'react-router';
import { translateMessage, useMessageT } from '../../i18n';
import { endpointKey, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { ORGS_QUERY_KEY, useOrganizations, useSwitchOrg } from '../../lib/org';
import { useStoredOrgId } from '../../lib/org-store';
import { FormCard } from '../../ui/form-card';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { CompanyForm } from './company-form';
import { COMPANY_READS, useCompany } from './jobs-api';
import { RecruiterOnly } from './role-only';
import { LoadError } from '../../ui/load-error';

/**
 * /admin/companies/:id: the company's profile, editable by those with the profile permission.
 * Opening a company makes it the current business, so its jobs page acts for it too.
 */
export function CompanyPage() {
  const t = useJobsT();
  const tm = useMessageT();
  const { id = '' } = useParams();
  const storedOrgId = useStoredOrgId();
  const switchOrg = useSwitchOrg();
  const organizations = useOrganizations();
  // Only one of the account's own companies can become the current business.
  const isMine = organizations.data?.some((org) => org._id === id && org.kind === 'company');
  useEffect(() => {
    if (isMine && storedOrgId !== id) switchOrg(id);
  }, [id, isMine, storedOrgId, switchOrg]);
  const company = useCompany(id, storedOrgId === id);
  const queryClient = useQueryClient();
  const refreshCompanies = useRefresh(COMPANY_READS);
  const update = useEndpointMutation(jobsApi.companies.update, {
    toCall: (body: FormData) => ({ params: { id }, body }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message ?? '') });
      queryClient.setQueryData(
        endpointKey(jobsApi.companies.one, storedOrgId, { params: { id } }),
        answer,
      );
      await refreshCompanies();
      await queryClient.invalidateQueries({ queryKey: ORGS_QUERY_KEY });
    },
  });

  usePageTitle(company.data?.name ?? t('titles.company'));

  let body;
  if (organizations.data && !isMine)
    body = <Alert color="red">{tm(COMPANY_MESSAGES.notFound)}</Alert>;
  else if (storedOrgId !== id || company.isPending) body = <Loading />;
  else if (company.isError)
    body = (
      <LoadError
        error={company.error}
        fallback={COMPANY_MESSAGES.notFound}
        onRetry={() => void company.refetch()}
      />
    );
  else
    body = (
      <Stack gap="md">
        <CompanyForm
          key={company.data.logo ?? ''}
          company={company.data}
          submitLabel={t('admin.update')}
          pending={update.isPending}
          error={update.error}
          onSubmit={(form) => update.mutate(form)}
        />
        <Group>
          <Button component={Link} to="/admin/jobs" variant="light">
            {t('companies.jobsOfCompany')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <RecruiterOnly>
      <Anchor component={Link} to="/admin/companies" size="sm">
        {t('companies.back')}
      </Anchor>
      <FormCard title={company.data?.name ?? t('companies.company')}>{body}</FormCard>
    </RecruiterOnly>
  );
}
