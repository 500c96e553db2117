import { Anchor, Box, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  BLOOD_GROUPS,
  BLOOD_MESSAGES,
  canDonate,
  donorGroupsFor,
  studentApi,
} from '@vedann/contracts';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpoint } from '../../../lib/endpoint';
import { loginPath } from '../../../lib/next';
import { usePageTitle } from '../../../ui/page-title';
import { useStudentT } from '../i18n';
import { DonorForm, RequestForm } from './blood-forms';
import { Section } from './blood-parts';
import { OpenRequests, RequestList } from './blood-requests';
import { DonorSearch } from './donor-search';

function MemberSections() {
  const t = useStudentT();
  const donor = useEndpoint(studentApi.blood.donor, {});
  return (
    <>
      <RequestForm />
      <Section title={t('blood.mine')} id="blood-mine">
        <RequestList list={studentApi.blood.mine} empty={t('blood.mineEmpty')} />
      </Section>
      {donor.data && (
        <DonorForm key={donor.data.donor ? 'donor' : 'none'} donor={donor.data.donor} />
      )}
      {donor.data?.donor && (
        <Section title={t('blood.forMe')} id="blood-for-me">
          <Text size="sm" mb="sm">
            {t('blood.forMeIntro')}
          </Text>
          <RequestList list={studentApi.blood.forMe} empty={BLOOD_MESSAGES.empty} />
        </Section>
      )}
    </>
  );
}

/**
 * The red-cell table: each row a recipient, each column a donor. On a phone the 9 columns do
 * not fit, so it becomes one line per recipient (nothing scrolls sideways at 360 px).
 */
function Compatibility() {
  const t = useStudentT();
  return (
    <Section title={t('blood.compatibility')} id="blood-compatibility">
      <Box hiddenFrom="sm">
        <Text size="sm" mb="xs">
          {t('blood.compatibilityCaption')}
        </Text>
        <List spacing={4} size="sm" aria-label={t('blood.compatibility')}>
          {BLOOD_GROUPS.map((recipient) => (
            <List.Item key={recipient}>
              {t('blood.receivesFrom', {
                recipient,
                groups: donorGroupsFor(recipient).join(', '),
              })}
            </List.Item>
          ))}
        </List>
      </Box>
      <Box
        visibleFrom="sm"
        className="vedann-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('blood.compatibility')}
      >
        <Table withTableBorder withColumnBorders ta="center" fz="sm">
          <Table.Caption>{t('blood.compatibilityCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('blood.recipient')}</Table.Th>
              {BLOOD_GROUPS.map((donor) => (
                <Table.Th key={donor} scope="col">
                  {donor}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BLOOD_GROUPS.map((recipient) => (
              <Table.Tr key={recipient}>
                <Table.Th scope="row">{recipient}</Table.Th>
                {BLOOD_GROUPS.map((donor) => (
                  <Table.Td key={donor}>
                    {canDonate(donor, recipient) ? t('blood.yes') : t('blood.no')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Section>
  );
}

/** `/blood-help`: the board of requests and donors (issue 16, section 3). */
export function BloodHelpPage() {
  const t = useStudentT();
  usePageTitle(t('blood.title'));
  const location = useLocation();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{t('blood.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('blood.intro')}
        </Text>
      </div>
      {user === null && (
        <Anchor component={Link} to={loginPath(location.pathname)}>
          {t('blood.logInToPost')}
        </Anchor>
      )}
      {user !== undefined && <DonorSearch signedIn={user !== null} />}
      <OpenRequests />
      {user && <MemberSections />}
      <Compatibility />
    </Stack>
  );
}
