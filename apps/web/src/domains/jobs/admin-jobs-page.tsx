import { useEffect } from 'react';
import { Anchor, Group, NativeSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPANY_MESSAGES, type Organization } from '@vedann/contracts';
import { Link } from 'react-router';
import { lastUsed } from '../../lib/last-used';
import { useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { JobDescriptionsSection } from './admin-jobs-descriptions';
import { JobsSection } from './admin-jobs-section';
import { useJobsT } from './i18n';
import { useMyCompanies } from './jobs-api';
import { RecruiterOnly } from './role-only';

/**
 * Which company the page acts for. It is the header's current business, said so plainly; a
 * recruiter with several companies switches here or in the header, and is told of the switch.
 */
function CurrentCompany({
  current,
  companies,
}: {
  current: Organization;
  companies: { _id: string; name: string }[];
}) {
  const t = useJobsT();
  const switchOrg = useSwitchOrg();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="acting-for">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={560}>
          <Text fw={600} id="acting-for">
            {t('admin.actingFor', { name: current.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.actingForHint')}
          </Text>
        </Stack>
        {companies.length > 1 && (
          <NativeSelect
            label={t('admin.switchCompany')}
            value={current._id}
            data={companies.map((company) => ({ value: company._id, label: company.name }))}
            onChange={(event) => {
              const next = companies.find((c) => c._id === event.currentTarget.value);
              if (!next) return;
              switchOrg(next._id);
              notifications.show({ message: t('admin.switched', { name: next.name }) });
            }}
          />
        )}
      </Group>
    </Paper>
  );
}

/** /admin/jobs: a company's jobs and applicants, and its job-description maker. */
export function AdminJobsPage() {
  const t = useJobsT();
  usePageTitle(t('titles.adminJobs'));
  const companies = useMyCompanies();
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const { data: mine } = useOrganizations();
  // The company used last (decision 0351), else the first.
  const chosen =
    lastUsed((mine ?? []).filter((org) => org.kind === 'company')) ?? companies.data?.[0];
  const firstCompany = chosen?._id;
  const firstName = chosen?.name;
  const currentIsCompany = current?.kind === 'company';
  useEffect(() => {
    // The page acts for a company: the current business if it is one, else the company used
    // last, which becomes the current business, visibly.
    if (!currentIsCompany && firstCompany && organizations.some((o) => o._id === firstCompany)) {
      switchOrg(firstCompany);
      if (firstName) notifications.show({ message: t('admin.switched', { name: firstName }) });
    }
  }, [currentIsCompany, firstCompany, firstName, organizations, switchOrg, t]);

  let body;
  if (companies.isPending) body = <Loading />;
  else if (companies.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={COMPANY_MESSAGES.fetchFailed}
        onRetry={() => void companies.refetch()}
      />
    );
  else if (companies.data.length === 0)
    body = (
      <Text>
        {t('admin.registerFirst')}{' '}
        <Anchor component={Link} to="/admin/companies/create">
          {t('admin.newCompany')}
        </Anchor>
      </Text>
    );
  else if (!current || !currentIsCompany) body = <Loading />;
  else
    body = (
      <Stack gap="md">
        <CurrentCompany current={current} companies={companies.data} />
        <Tabs defaultValue="jobs" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="jobs">{t('admin.tabJobs')}</Tabs.Tab>
            <Tabs.Tab value="descriptions">{t('admin.tabDescriptions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jobs" pt="md">
            <JobsSection key={current._id} org={current} />
          </Tabs.Panel>
          <Tabs.Panel value="descriptions" pt="md">
            <JobDescriptionsSection key={current._id} org={current} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );

  return (
    <RecruiterOnly>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('admin.title')}
        </Title>
        {body}
      </Stack>
    </RecruiterOnly>
  );
}
