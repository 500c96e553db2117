import { useState } from 'react';
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
  type AtsReading,
  type ResumeData,
  type ResumeTemplate,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
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

const TITLES: Record<ResumeTemplate, string> = {
  vedann: 'Resume preview',
  ats: 'ATS resume preview',
};

/**
 * /service/student/preview and /previewats (spec 01 section 2.4). The resume comes from the form
 * through navigation state, or from the saved resume named by `?id=`; with neither there is
 * nothing to show.
 */
export function ResumePreviewPage({ template }: { template: ResumeTemplate }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const fromState = isPreviewState(state) ? state : null;
  const id = fromState ? null : params.get('id');
  const saved = useResume(id);

  let preview: PreviewState | null = fromState;
  if (!preview && id) {
    if (saved.isPending) return <Loading />;
    if (saved.error) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
    preview = { resume: resumeDataOf(saved.data), id, saved: true };
  }
  if (!preview) {
    return (
      <Stack maw={800} mx="auto" my="xl" align="center">
        <Text>{RESUME_MESSAGES.noData}</Text>
        <Anchor component={Link} to="/service/student">
          Build a resume
        </Anchor>
      </Stack>
    );
  }
  return <Preview key={preview.id ?? 'draft'} preview={preview} template={template} />;
}

function Preview({ preview, template }: { preview: PreviewState; template: ResumeTemplate }) {
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
        window.alert(RESUME_MESSAGES.saveFailed);
        return;
      }
      await work(id, data);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    withSaved(async () => {
      notifications.show({ color: 'green', message: RESUME_MESSAGES.saved });
    });

  const download = () =>
    withSaved(async (id, data) => {
      try {
        await downloadResumePdf(id, data.name, template);
      } catch (error) {
        notifications.show({
          color: 'red',
          message: errorMessage(error, 'The PDF could not be made.'),
        });
      }
    });

  const checkAts = () =>
    withSaved(async (id) => {
      setReadingError(null);
      try {
        setReading(await readAsAts(id, template));
      } catch (error) {
        setReadingError(errorMessage(error, 'The PDF could not be read.'));
      }
    });

  // Back to the form with this resume, saved or not.
  const edit = () => {
    const state: PreviewState = {
      resume,
      ...(saver.id ? { id: saver.id } : {}),
      saved: saver.saved,
    };
    void navigate('/service/student', { state });
  };

  return (
    <Stack maw={860} mx="auto" my="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {TITLES[template]}
        </Title>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={template === 'ats' ? '/service/student/preview' : '/service/student/previewats'}
            state={{ resume, ...(saver.id ? { id: saver.id } : {}), saved: saver.saved }}
          >
            {template === 'ats' ? 'Vedann template' : 'ATS template'}
          </Anchor>
        </Group>
      </Group>

      {!valid.success && (
        <Alert color="red" role="alert">
          {valid.error.issues[0]?.message} Go back to the form to correct it before saving.
        </Alert>
      )}

      <Group>
        <Button variant="default" onClick={edit}>
          Edit
        </Button>
        <Button
          onClick={() => void save()}
          disabled={saver.saved || !valid.success}
          loading={busy && !saver.saved}
        >
          {saver.saved ? 'Saved' : 'Save'}
        </Button>
        <Button onClick={() => void download()} disabled={!valid.success || busy}>
          Download PDF
        </Button>
        <Button variant="light" onClick={() => void checkAts()} disabled={!valid.success || busy}>
          Check how an ATS reads it
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
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ats-reading-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ats-reading-title">
          How an ATS reads the PDF
        </Title>
        <Text size="sm">
          {reading.found} of {reading.total} fields found in the PDF's text.
        </Text>
        <Table striped aria-label="Fields found in the PDF" style={{ overflowWrap: 'anywhere' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>In the PDF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reading.fields.map((field, index) => (
              <Table.Tr key={index}>
                <Table.Td>{field.label}</Table.Td>
                <Table.Td>{field.value}</Table.Td>
                <Table.Td>
                  <Badge color={field.found ? 'green' : 'red'} variant="light">
                    {field.found ? 'Found' : 'Not found'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Spoiler maxHeight={0} showLabel="Show the extracted text" hideLabel="Hide the text">
          <Code block>{reading.text}</Code>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
