import { useState } from 'react';
import { Anchor, Box, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { GENERIC_ERROR, type Resume } from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { usePageTitle } from '../../ui/page-title';
import { useResumesT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import {
  deleteResume,
  downloadResumePdf,
  duplicateResume,
  useRefreshResumes,
  useResumePage,
} from './resume-api';
import { ListPager } from '../../ui/list-pager';
import { ScrollRegion } from '../../ui/scroll-region';

const PAGE_SIZE = 20;

/** /placement/resume/saved (spec 04 section 2.3): the student's own resumes. */
export function SavedResumesPage() {
  const t = useResumesT();
  usePageTitle(t('titles.saved'));
  const { confirm, dialog } = useConfirm();
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useResumePage(page, PAGE_SIZE);
  const refreshResumes = useRefreshResumes();
  const [working, setWorking] = useState<string | null>(null);

  const act = async (key: string, work: () => Promise<unknown>, refresh = true) => {
    setWorking(key);
    try {
      await work();
      if (refresh) await refreshResumes();
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: translateMessage(errorMessage(failure, GENERIC_ERROR)),
      });
    } finally {
      setWorking(null);
    }
  };

  const remove = async (resume: Resume) => {
    const yes = await confirm({
      title: t('saved.deleteTitle', { name: resume.name }),
      message: t('saved.deleteText'),
    });
    if (!yes) return;
    await act(`delete-${resume._id}`, async () => {
      const { message } = await deleteResume(resume._id);
      notifications.show({ color: 'green', message: translateMessage(message) });
    });
  };

  return (
    <Stack maw={1100} mx="auto" my="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('saved.title')}
        </Title>
        <Button component={Link} to="/placement/resume" state={{ fresh: true }}>
          {t('saved.newResume')}
        </Button>
      </Group>
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data.rows.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>{t('saved.none')}</Text>
          <Anchor component={Link} to="/placement/resume" state={{ fresh: true }}>
            {t('saved.buildFirst')}
          </Anchor>
        </Paper>
      ) : (
        <>
          <Stack hiddenFrom="md" gap="sm">
            {data.rows.map((resume) => (
              <Card key={resume._id} withBorder component="article" aria-label={resume.name}>
                <Text fw={700}>{resume.name}</Text>
                <Text size="sm">{resume.email}</Text>
                <Text size="sm">{resume.phone}</Text>
                <Text size="sm">{resume.address}</Text>
                {resume.portfolio && (
                  <Anchor size="sm" href={resume.portfolio} target="_blank" rel="noreferrer">
                    {resume.portfolio}
                  </Anchor>
                )}
                <Box mt="xs">
                  <ResumeActions
                    resume={resume}
                    working={working}
                    act={act}
                    onDelete={remove}
                    wrap
                  />
                </Box>
              </Card>
            ))}
          </Stack>
          <ScrollRegion label={t('saved.table')} minWidth={900} visibleFrom="md">
            <Table striped aria-label={t('saved.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('saved.name')}</Table.Th>
                  <Table.Th>{t('saved.email')}</Table.Th>
                  <Table.Th>{t('saved.phone')}</Table.Th>
                  <Table.Th>{t('saved.address')}</Table.Th>
                  <Table.Th>{t('saved.portfolio')}</Table.Th>
                  <Table.Th>{t('saved.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((resume) => (
                  <Table.Tr key={resume._id}>
                    <Table.Td>{resume.name}</Table.Td>
                    <Table.Td>{resume.email}</Table.Td>
                    <Table.Td>{resume.phone}</Table.Td>
                    <Table.Td>{resume.address}</Table.Td>
                    <Table.Td>
                      {resume.portfolio && (
                        <Anchor href={resume.portfolio} target="_blank" rel="noreferrer">
                          {resume.portfolio}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ResumeActions
                        resume={resume}
                        working={working}
                        act={act}
                        onDelete={remove}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPager
            totalPages={data.page.totalPages}
            page={page}
            onChange={setPage}
            label={t('saved.pages')}
          />
        </>
      )}
      {dialog}
    </Stack>
  );
}

type Act = (key: string, work: () => Promise<unknown>, refresh?: boolean) => Promise<void>;

/** Open, preview, download, duplicate and delete: the same in the table and on a phone's card. */
function ResumeActions({
  resume,
  working,
  act,
  onDelete,
  wrap = false,
}: {
  resume: Resume;
  working: string | null;
  act: Act;
  onDelete: (resume: Resume) => Promise<void>;
  wrap?: boolean;
}) {
  const t = useResumesT();
  return (
    <Group gap={4} wrap={wrap ? 'wrap' : 'nowrap'}>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={`/service/student?id=${resume._id}`}
        aria-label={t('saved.openNamed', { name: resume.name })}
      >
        {t('saved.open')}
      </Button>
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={`/service/student/preview?id=${resume._id}`}
        aria-label={t('saved.previewNamed', { name: resume.name })}
      >
        {t('saved.preview')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={working === `pdf-${resume._id}`}
        aria-label={t('saved.downloadNamed', { name: resume.name })}
        onClick={() =>
          void act(
            `pdf-${resume._id}`,
            () => downloadResumePdf(resume._id, resume.name, 'vedann'),
            false,
          )
        }
      >
        {t('saved.downloadPdf')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={working === `copy-${resume._id}`}
        aria-label={t('saved.duplicateNamed', { name: resume.name })}
        onClick={() =>
          void act(`copy-${resume._id}`, async () => {
            const { message = '' } = await duplicateResume(resume._id);
            notifications.show({ color: 'green', message: translateMessage(message) });
          })
        }
      >
        {t('saved.duplicate')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="subtle"
        loading={working === `delete-${resume._id}`}
        aria-label={t('saved.deleteNamed', { name: resume.name })}
        onClick={() => void onDelete(resume)}
      >
        {t('saved.delete')}
      </Button>
    </Group>
  );
}
