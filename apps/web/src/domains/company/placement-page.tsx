import { Tabs } from '@mantine/core';
import { useCompanyT } from './i18n';
import { ApplicantsTab } from './placement-applicants';
import { EnquiriesTab } from './placement-enquiries';
import { PlacementPanel } from './records-panels';

/**
 * /company/placement for the company's team: the applicants to its jobs with what the company
 * sets for each (interview, decision and letter, consent, assessment, rounds), the students'
 * enquiries, and the candidate comparison.
 */
export function RecruiterPlacement() {
  const t = useCompanyT();
  return (
    <Tabs defaultValue="applicants" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="applicants">{t('recruit.tabs.applicants')}</Tabs.Tab>
        <Tabs.Tab value="enquiries">{t('recruit.tabs.enquiries')}</Tabs.Tab>
        <Tabs.Tab value="comparison">{t('recruit.tabs.comparison')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="applicants" pt="md">
        <ApplicantsTab />
      </Tabs.Panel>
      <Tabs.Panel value="enquiries" pt="md">
        <EnquiriesTab />
      </Tabs.Panel>
      <Tabs.Panel value="comparison" pt="md">
        <PlacementPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
