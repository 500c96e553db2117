import { useState, type MouseEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Spoiler,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  RESUME_MESSAGES,
  resumeInputSchema,
  resumeDataOf,
  withResumeDefaults,
  type AtsReading,
  type ResumeData,
  type ResumeTemplate,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../ui/page-title';
import { useResumesT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { AtsScoreCard } from './ats-score-card';
import {
  downloadResumePdf,
  isPreviewState,
  readAsAts,
  useResume,
  useResumeSaver,
  type PreviewState,
} from './resume-api';
import { ResumeTemplateView } from './resume-templates';

const TITLE_KEYS = { vedann: 'titles.preview', ats: 'titles.previewAts' } as const;

/**
 * /service/student/preview and /previewats (spec 01 section 2.4). The resume comes from the form
 * through navigation state, or from the saved resume named by `?id=`; with neither there is
 * nothing to show.
 */
export function ResumePreviewPage({ template }: { template: ResumeTemplate }) {
  const t = useResumesT();
  const tm = useMessageT();
  usePageTitle(t(TITLE_KEYS[template]));
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const fromState = isPreviewState(state) ? state : null;
  const id = fromState ? null : params.get('id');
  const saved = useResume(id);

  // History kept from before bullet points, projects and the section order reads without them.
  let preview: PreviewState | null = fromState
    ? { ...fromState, resume: withResumeDefaults(fromState.resume) }
    : null;
  if (!preview && id) {
    if (saved.isPending) return <Loading />;
    if (saved.error) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
    preview = { resume: resumeDataOf(saved.data), id, saved: true };
  }
  if (!preview) {
    return (
      <Stack maw={800} mx="auto" my="xl" align="center">
        <Text>{tm(RESUME_MESSAGES.noData)}</Text>
        <Anchor component={Link} to="/service/student">
          {t('preview.noDataLink')}
        </Anchor>
      </Stack>
    );
  }
  return <Preview key={preview.id ?? 'draft'} preview={preview} template={template} />;
}

function Preview({ preview, template }: { preview: PreviewState; template: ResumeTemplate }) {
  const t = useResumesT();
  const tm = useMessageT();
  const navigate = useNavigate();
  const { resume } = preview;
  const saver = useResumeSaver({ id: preview.id, saved: preview.saved && !!preview.id });
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState<AtsReading | null>(null);
  const [readingError, setReadingError] = useState<string | null>(null);
  const valid = resumeInputSchema.safeParse(resume);

  /** Saves first when needed (spec 01 section 4), then does the work with the saved id. */
  const withSaved = async (work: (id: string, data: ResumeData) => Promise<void>) => {
    if (!valid.success) return;
    const data = valid.data;
    setBusy(true);
    try {
      let id: string;
      try {
        id = await saver.ensureSaved(data);
      } catch {
        // Spec 01 section 8: an alert.
        window.alert(tm(RESUME_MESSAGES.saveFailed));
        return;
      }
      await work(id, data);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    withSaved(async () => {
      notifications.show({ color: 'green', message: tm(RESUME_MESSAGES.saved) });
    });

  const download = () =>
    withSaved(async (id, data) => {
      try {
        await downloadResumePdf(id, data.name, template);
      } catch (error) {
        notifications.show({
          color: 'red',
          message: tm(errorMessage(error, t('form.pdfFailed'))),
        });
      }
    });

  const checkAts = () =>
    withSaved(async (id) => {
      setReadingError(null);
      try {
        setReading(await readAsAts(id, template));
      } catch (error) {
        setReadingError(tm(errorMessage(error, t('preview.readFailed'))));
      }
    });

  /** To the form or the other template with this resume, saved or not, once a save is done. */
  const leaveTo = async (path: string) => {
    const { id, saved } = await saver.settled();
    const state: PreviewState = { resume, ...(id ? { id } : {}), saved };
    await navigate(path, { state });
  };
  const edit = () => void leaveTo('/service/student');
  const otherTemplate =
    template === 'ats' ? '/service/student/preview' : '/service/student/previewats';

  return (
    <Stack maw={860} mx="auto" my="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(TITLE_KEYS[template])}
        </Title>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={otherTemplate}
            state={{ resume, ...(saver.id ? { id: saver.id } : {}), saved: saver.saved }}
            onClick={(event: MouseEvent) => {
              if (!saver.saving) return;
              event.preventDefault();
              void leaveTo(otherTemplate);
            }}
          >
            {template === 'ats' ? t('preview.vedannTemplate') : t('preview.atsTemplate')}
          </Anchor>
        </Group>
      </Group>

      {!valid.success && (
        <Alert color="red" role="alert">
          {t('preview.correctFirst', { message: tm(valid.error.issues[0]?.message ?? '') })}
        </Alert>
      )}

      <Group>
        <Button variant="default" onClick={edit}>
          {t('preview.edit')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={saver.saved || !valid.success}
          loading={busy && !saver.saved}
        >
          {saver.saved ? t('preview.saved') : t('preview.save')}
        </Button>
        <Button onClick={() => void download()} disabled={!valid.success || busy}>
          {t('preview.downloadPdf')}
        </Button>
        <Button variant="light" onClick={() => void checkAts()} disabled={!valid.success || busy}>
          {t('preview.checkAts')}
        </Button>
      </Group>

      <AtsScoreCard resume={resume} />

      {readingError && (
        <Alert color="red" role="alert">
          {readingError}
        </Alert>
      )}
      {reading && <AtsReadingReport reading={reading} />}

      <ResumeTemplateView resume={resume} template={template} />
    </Stack>
  );
}

/** What a machine read from the PDF the server made, field by field. */
function AtsReadingReport({ reading }: { reading: AtsReading }) {
  const t = useResumesT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ats-reading-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ats-reading-title">
          {t('preview.readingTitle')}
        </Title>
        <Text size="sm">
          {t('preview.readingCount', { found: reading.found, total: reading.total })}
        </Text>
        <Table striped aria-label={t('preview.readingTable')} style={{ overflowWrap: 'anywhere' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.field')}</Table.Th>
              <Table.Th>{t('preview.value')}</Table.Th>
              <Table.Th>{t('preview.inPdf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reading.fields.map((field, index) => (
              <Table.Tr key={index}>
                <Table.Td>{field.label}</Table.Td>
                <Table.Td>{field.value}</Table.Td>
                <Table.Td>
                  <Badge color={field.found ? 'green' : 'red'} variant="light">
                    {field.found ? t('preview.found') : t('preview.notFound')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Spoiler maxHeight={0} showLabel={t('preview.showText')} hideLabel={t('preview.hideText')}>
          <Code block>{reading.text}</Code>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
