import { Alert, Stack, Text, Title } from '@mantine/core';
import {
  EVENT_PUBLISH_ACCESS,
  FULL_ACCESS_ROLES,
  studentApi,
  studyCentreInputSchema,
  type Organization,
  type StudyCentre,
} from '@vedann/contracts';
import { useOrganizations, useCurrentOrg } from '../../lib/org';
import { EditableTable } from '../../ui/editable-table';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { EventsTable } from './events/events-table';
import { useStudentT } from './i18n';
import { studyCentreColumns, studyCentreDraft, type StudyCentreDraft } from './study-centre-table';

const holds = (org: Organization, permission: string) =>
  FULL_ACCESS_ROLES.includes(org.role) || org.permissions.includes(permission);

function Page(props: { title: string; intro: string; children: React.ReactNode }) {
  usePageTitle(props.title);
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed" mt={4}>
          {props.intro}
        </Text>
      </div>
      {props.children}
    </Stack>
  );
}

/**
 * `/mgtservice/events`: the current business (library, gym, company, ahar or barber) publishes
 * its events and sees how many people are interested in each.
 */
export function BusinessEventsPage() {
  const t = useStudentT();
  const { isPending, error, refetch } = useOrganizations();
  const { current } = useCurrentOrg();
  let body;
  if (isPending) body = <Loading />;
  else if (error) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (!current) body = <Alert color="gray">{t('events.chooseBusiness')}</Alert>;
  else {
    // The permission each kind needs to publish events, as the server asks it.
    const canEdit = holds(current, EVENT_PUBLISH_ACCESS.orgs[current.kind]);
    body = (
      <Stack gap="md" key={current._id}>
        {!canEdit && <Alert color="blue">{t('events.noPermission')}</Alert>}
        <EventsTable
          resource={studentApi.events.own}
          title={`${t('events.manageTitle')}: ${current.name}`}
          canEdit={canEdit}
        />
      </Stack>
    );
  }
  return (
    <Page title={t('events.manageTitle')} intro={t('events.manageIntro')}>
      {body}
    </Page>
  );
}

/**
 * A library's own study-centre entries, shown with the platform's on the Study Center page. A
 * self-contained section: the library management pages may mount it as they are.
 */
export function LibraryStudyCentres({ library }: { library: Organization }) {
  const t = useStudentT();
  return (
    <EditableTable<StudyCentre, StudyCentreDraft>
      key={library._id}
      title={t('libraryCentres.title')}
      resource={studentApi.exams.libraryStudyCentres}
      columns={studyCentreColumns(t)}
      emptyDraft={studyCentreDraft()}
      toDraft={studyCentreDraft}
      toInput={(draft) => draft}
      schema={studyCentreInputSchema}
      emptyText={t('libraryCentres.empty')}
      loadErrorText={t('libraryCentres.failed')}
      canEdit={holds(library, 'exams')}
      labels={{ add: t('libraryCentres.add'), addTitle: t('libraryCentres.add') }}
    />
  );
}

/** `/mgtservice/study-centers`: the current library's study-centre entries. */
export function LibraryStudyCentresPage() {
  const t = useStudentT();
  const { isPending, error, refetch } = useOrganizations();
  const { current } = useCurrentOrg();
  let body;
  if (isPending) body = <Loading />;
  else if (error) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (current?.kind !== 'library')
    body = <Alert color="gray">{t('libraryCentres.choose')}</Alert>;
  else body = <LibraryStudyCentres library={current} />;
  return (
    <Page title={t('studyCentres.title')} intro={t('libraryCentres.intro')}>
      {body}
    </Page>
  );
}
