import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@vedann/contracts';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../i18n';
import { useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { ORGS_QUERY_KEY, useSwitchOrg } from '../../lib/org';
import { FormCard } from '../../ui/form-card';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { CompanyForm } from './company-form';
import { COMPANY_READS } from './jobs-api';
import { RecruiterOnly } from './role-only';

/** /admin/companies/create: registers a company the recruiter owns, and makes it the current one. */
export function CompanyCreatePage() {
  const t = useJobsT();
  usePageTitle(t('titles.newCompany'));
  const queryClient = useQueryClient();
  const switchOrg = useSwitchOrg();
  const navigate = useNavigate();
  const refreshCompanies = useRefresh(COMPANY_READS);
  const create = useEndpointMutation(jobsApi.companies.create, {
    toCall: (body: FormData) => ({ body }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message ?? '') });
      // The business list must hold the new company before it can become the current one.
      await queryClient.invalidateQueries({ queryKey: ORGS_QUERY_KEY });
      await refreshCompanies();
      switchOrg(answer.company._id);
      void navigate(`/admin/companies/${answer.company._id}`);
    },
  });
  return (
    <RecruiterOnly>
      <FormCard title={t('companies.newCompany')}>
        <CompanyForm
          submitLabel={t('companies.register')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
        />
      </FormCard>
    </RecruiterOnly>
  );
}
