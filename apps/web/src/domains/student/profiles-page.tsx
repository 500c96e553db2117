import type { ReactNode } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  ASSESSMENT_SKILLS,
  ASSESSMENT_TOTAL,
  ORG_KIND_LABELS,
  dietApi,
  libraryApi,
  placementApi,
  resumesApi,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useCurrentUser } from '../../lib/auth';
import { useEndpoint } from '../../lib/endpoint';
import { useOrganizations } from '../../lib/org';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useStudentT } from './i18n';
import { ListState } from './list-state';

function Part(props: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={props.id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.more}
      </Group>
      {props.children}
    </Card>
  );
}

function Education() {
  const t = useStudentT();
  const resumes = useEndpoint(resumesApi.list, { query: { page: 1, limit: 1 } });
  const resume = resumes.data?.[0];
  const entries = resume?.education.filter((entry) => entry.university.trim() !== '') ?? [];
  return (
    <Part
      id="profile-education"
      title={t('profiles.education')}
      more={
        <Anchor
          component={Link}
          to={resume ? `/service/student?id=${resume._id}` : '/service/student'}
        >
          {t('profiles.editEducation')}
        </Anchor>
      }
    >
      <ListState
        query={resumes}
        count={entries.length}
        failed={t('profiles.failed')}
        empty={t('profiles.noEducation')}
      >
        <div
          className="vedann-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('profiles.education')}
        >
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profiles.level')}</Table.Th>
                <Table.Th>{t('profiles.university')}</Table.Th>
                <Table.Th>{t('profiles.year')}</Table.Th>
                <Table.Th>{t('profiles.percentage')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={`${entry.type}-${index}`}>
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td>{entry.university}</Table.Td>
                  <Table.Td>{entry.year}</Table.Td>
                  <Table.Td>{entry.percentage}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </ListState>
    </Part>
  );
}

function Assessments() {
  const t = useStudentT();
  const applications = useEndpoint(placementApi.myApplications, { query: { limit: 50 } });
  const rated = (applications.data?.applications ?? []).filter(
    (application) => application.assessment !== null,
  );
  return (
    <Part id="profile-assessments" title={t('profiles.assessments')}>
      <ListState
        query={applications}
        count={rated.length}
        failed={t('profiles.failed')}
        empty={t('profiles.noAssessments')}
      >
        <Stack gap="sm">
          {rated.map((application) => (
            <div key={application._id}>
              <Text fw={600}>
                {t('profiles.assessedBy', {
                  company: application.companyName,
                  post: application.post,
                })}
              </Text>
              <Group gap="xs" mt={4}>
                {ASSESSMENT_SKILLS.map((skill) => (
                  <Badge key={skill} variant="light">
                    {t('profiles.mark', {
                      skill: t(`profiles.skills.${skill}`),
                      mark: application.assessment?.[skill] ?? 0,
                      total: ASSESSMENT_TOTAL,
                    })}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      </ListState>
    </Part>
  );
}

function Memberships() {
  const t = useStudentT();
  const tm = useMessageT();
  const format = useFormat();
  const libraries = useEndpoint(libraryApi.dashboard.mine, {});
  const businesses = useOrganizations();
  return (
    <Part id="profile-joined" title={t('profiles.joined')}>
      <Stack gap="sm">
        <ListState
          query={libraries}
          count={libraries.data?.libraries.length}
          failed={t('profiles.failed')}
          empty={t('profiles.noLibraries')}
        >
          <Stack gap={4}>
            {libraries.data?.libraries.map(({ library, member }) => (
              <Text key={member._id} size="sm">
                {t('profiles.libraryLine', {
                  name: library.name,
                  city: library.city,
                  seat: member.seatNo,
                  date: format.date(member.joiningDate),
                })}
              </Text>
            ))}
          </Stack>
        </ListState>
        <Text fw={600} size="sm">
          {t('profiles.businesses')}
        </Text>
        <ListState
          query={businesses}
          count={businesses.data?.length}
          failed={t('profiles.failed')}
          empty={t('profiles.noBusinesses')}
        >
          <Stack gap={4}>
            {businesses.data?.map((org) => (
              <Text key={org._id} size="sm">
                {t('profiles.businessLine', {
                  name: org.name,
                  kind: tm(ORG_KIND_LABELS[org.kind]),
                })}
              </Text>
            ))}
          </Stack>
        </ListState>
      </Stack>
    </Part>
  );
}

/** The student's own rating of their skills, kept by the placement area's Selfrating page. */
function SelfRatingPart() {
  const t = useStudentT();
  const rating = useEndpoint(placementApi.selfRating.read, {});
  const skills = rating.data?.data.skills ?? [];
  return (
    <Part
      id="profile-self-rating"
      title={t('profiles.selfRating')}
      more={
        <Anchor component={Link} to="/placement/selfrating">
          {t('profiles.editSelfRating')}
        </Anchor>
      }
    >
      <ListState
        query={rating}
        count={skills.length}
        failed={t('profiles.failed')}
        empty={t('profiles.noSelfRating')}
      >
        <Stack gap={2}>
          {skills.map((entry) => (
            <Text key={entry.skill} size="sm">
              {t('profiles.selfRatingLine', { skill: entry.skill, rating: entry.rating })}
            </Text>
          ))}
        </Stack>
      </ListState>
    </Part>
  );
}

function Dosha() {
  const t = useStudentT();
  const format = useFormat();
  const dosha = useEndpoint(dietApi.dosha, {});
  const result = dosha.data?.result;
  return (
    <Part
      id="profile-dosha"
      title={t('profiles.dosha')}
      more={
        <Anchor component={Link} to="/diet">
          {result ? t('profiles.retakeDosha') : t('profiles.takeDosha')}
        </Anchor>
      }
    >
      <ListState
        query={dosha}
        count={result ? 1 : 0}
        failed={t('profiles.failed')}
        empty={t('profiles.noDosha')}
      >
        {result && (
          <Text size="sm">
            {t('profiles.doshaLine', {
              dosha: t(`profiles.doshas.${result.dosha}`),
              date: format.date(result.answeredAt),
            })}
          </Text>
        )}
      </ListState>
    </Part>
  );
}

/**
 * `/profiles`: the student's whole profile, gathered from where each part is kept (the account,
 * the saved resume, placement assessments, library memberships, businesses, the dosha result).
 * Nothing is copied: each part links to the page that changes it.
 */
export function ProfilesPage() {
  const t = useStudentT();
  usePageTitle(t('profiles.title'));
  const { data: user } = useCurrentUser();
  if (!user) return <Loading />;
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between">
        <Title order={1}>{t('profiles.title')}</Title>
        <Button component={Link} to="/profiles/edit">
          {t('profiles.edit')}
        </Button>
      </Group>
      <Part id="profile-account" title={t('profiles.account')}>
        <Group align="flex-start" wrap="wrap">
          <Avatar
            src={user.profile.profilePhoto}
            alt={t('profiles.photoOf', { name: user.fullname })}
            size={88}
            radius="md"
          />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h4">
              {user.fullname}
            </Title>
            <Text size="sm">{t('profiles.vedanId', { id: user.profile.userId })}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="sm">{user.phoneNumber}</Text>
            <Text size="sm" mt="xs">
              {user.profile.bio || t('profiles.noBio')}
            </Text>
          </Stack>
        </Group>
      </Part>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Education />
        <Assessments />
        <SelfRatingPart />
        <Memberships />
        <Dosha />
      </SimpleGrid>
    </Stack>
  );
}
