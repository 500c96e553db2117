import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@vedann/contracts';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../i18n';
import { apiSend } from '../../lib/api';
import { ORGS_QUERY_KEY, useSwitchOrg } from '../../lib/org';
import { FormCard } from '../../ui/form-card';
import { usePageTitle } from '../../ui/page-title';
import { useJobsT } from './i18n';
import { CompanyForm } from './company-form';
import { COMPANIES_KEY } from './jobs-api';
import { RecruiterOnly } from './recruiter-only';

/** /admin/companies/create: registers a company the recruiter owns, and makes it the current one. */
export function CompanyCreatePage() {
  const t = useJobsT();
  usePageTitle(t('titles.newCompany'));
  const queryClient = useQueryClient();
  const switchOrg = useSwitchOrg();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (body: FormData) =>
      apiSend<{ message: string; company: Company }>('POST', '/companies', body),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      // The business list must hold the new company before it can become the current one.
      await queryClient.invalidateQueries({ queryKey: ORGS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
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
