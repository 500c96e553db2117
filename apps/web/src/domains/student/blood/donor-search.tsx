import { useState } from 'react';
import { Anchor, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  BLOOD_GROUPS,
  BLOOD_MESSAGES,
  GENERIC_ERROR,
  donorGroupsFor,
  studentApi,
  type BloodGroup,
  readablePhone,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { loginPath } from '../../../lib/next';
import { ListPager } from '../../../ui/list-pager';
import { useStudentT } from '../i18n';
import { ListState } from '../list-state';
import { usePage } from '../student-api';
import { Section } from './blood-parts';

const PAGE_SIZE = 10;

/** One search's donors, paged by the server. */
function DonorResults({ bloodGroup, city }: { bloodGroup: BloodGroup; city: string }) {
  const t = useStudentT();
  const [page, setPage] = useState(1);
  const donors = usePage(studentApi.blood.searchDonors, (answer) => answer.donors, {
    bloodGroup,
    city,
    page,
    limit: PAGE_SIZE,
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('blood.searchGroups', {
          group: bloodGroup,
          groups: donorGroupsFor(bloodGroup).join(', '),
        })}
      </Text>
      <ListState
        query={donors}
        count={donors.data?.rows.length}
        failed={GENERIC_ERROR}
        empty={BLOOD_MESSAGES.noDonors}
      >
        <List spacing={4} aria-label={t('blood.searchResults')}>
          {donors.data?.rows.map((donor, index) => (
            <List.Item key={`${donor.phone}-${index}`}>
              {t('blood.donorName', {
                name: donor.name,
                group: donor.bloodGroup,
                city: donor.city,
              })}{' '}
              <Anchor href={`tel:${donor.phone}`}>{readablePhone(donor.phone)}</Anchor>
            </List.Item>
          ))}
        </List>
      </ListState>
      <ListPager
        totalPages={donors.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('blood.searchPages')}
      />
    </Stack>
  );
}

/**
 * Donor search with no request posted (issue 31): the patient's group and the city; the donors
 * whose blood the patient can receive, by the compatibility table. Signed-in people only, as a
 * request's donors are; a visitor is asked to log in.
 */
export function DonorSearch({ signedIn }: { signedIn: boolean }) {
  const t = useStudentT();
  const tm = useMessageT();
  const location = useLocation();
  const [group, setGroup] = useState<BloodGroup>('O+');
  const [city, setCity] = useState('');
  const [missingCity, setMissingCity] = useState(false);
  const [applied, setApplied] = useState<{ bloodGroup: BloodGroup; city: string } | null>(null);
  return (
    <Section title={t('blood.searchTitle')} id="blood-donor-search">
      <Text size="sm" mb="sm">
        {t('blood.searchIntro')}
      </Text>
      {signedIn ? (
        <Stack gap="md">
          <form
            aria-label={t('blood.searchTitle')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const typed = city.trim();
              setMissingCity(typed === '');
              if (typed !== '') setApplied({ bloodGroup: group, city: typed });
            }}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('blood.patientGroup')}
                data={[...BLOOD_GROUPS]}
                value={group}
                onChange={(event) =>
                  setGroup(
                    BLOOD_GROUPS.find((g) => g === event.currentTarget.value) ?? BLOOD_GROUPS[0],
                  )
                }
              />
              <TextInput
                label={t('blood.city')}
                required
                value={city}
                onChange={(event) => setCity(event.currentTarget.value)}
                error={missingCity ? tm(BLOOD_MESSAGES.searchCityRequired) : undefined}
              />
              <Button type="submit" mt={25}>
                {t('blood.searchButton')}
              </Button>
            </Group>
          </form>
          {applied && <DonorResults key={`${applied.bloodGroup}|${applied.city}`} {...applied} />}
        </Stack>
      ) : (
        <Anchor component={Link} to={loginPath(location.pathname)}>
          {t('blood.searchLogIn')}
        </Anchor>
      )}
    </Section>
  );
}
