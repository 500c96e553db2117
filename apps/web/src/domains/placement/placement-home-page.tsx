import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePlacementT } from './i18n';
import { useMyEnquiries, useMyPlacementApplications } from './placement-api';
import { PlacementLayout } from './placement-layout';
import { ViewProfile } from './view-profile';

/**
 * /placement and /industry: the placement home (View Profile in the menu), with where things
 * stand, the editable profile card and the profile tables.
 */
export function PlacementHomePage() {
  const t = usePlacementT();
  const enquiries = useMyEnquiries(1);
  const applications = useMyPlacementApplications(1);
  return (
    <PlacementLayout title={t('title')}>
      <Text>{t('home.intro')}</Text>
      <Group gap="lg">
        {enquiries.data && (
          <Anchor component={Link} to="/placement/opportunity/enquiry">
            {t('home.enquiries', { count: enquiries.data.total })}
          </Anchor>
        )}
        {applications.data && (
          <Anchor component={Link} to="/placement/opportunity/apply">
            {t('home.applications', { count: applications.data.total })}
          </Anchor>
        )}
        <Anchor component={Link} to="/jobs">
          {t('home.findJobs')}
        </Anchor>
      </Group>
      <ViewProfile />
    </PlacementLayout>
  );
}
