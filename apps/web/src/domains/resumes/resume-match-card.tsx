import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  resumesApi,
  type ResumeData,
  type ResumeMatchAnswer,
  type ResumeMatchInput,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { useResumesT } from './i18n';
import { useJobSearch } from './resume-api';

/** One list of keywords, found or missing, as badges (a plain list for screen readers). */
function Keywords({
  id,
  title,
  words,
  color,
}: {
  id: string;
  title: string;
  words: string[];
  color: string;
}) {
  const t = useResumesT();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={id}>
        {title}
      </Text>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('match.none')}
        </Text>
      ) : (
        <Group gap={6} component="ul" aria-labelledby={id} p={0} m={0}>
          {words.map((word) => (
            <Badge key={word} component="li" color={color} variant="filled" tt="none">
              {word}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * The match of the resume, as the form holds it, against a job (issue 18): paste a description or
 * pick one of the portal's open jobs. The server answers the job's keywords found and missing.
 */
export function ResumeMatchCard({ resume }: { resume: ResumeData }) {
  const t = useResumesT();
  const tm = useMessageT();
  const [description, setDescription] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 300);
  const jobs = useJobSearch(keyword);
  const match = useEndpointMutation(resumesApi.match, {
    toCall: (body: ResumeMatchInput) => ({ body }),
  });
  const answer: ResumeMatchAnswer | undefined = match.data;
  const total = answer ? answer.found.length + answer.missing.length : 0;
  const color = !answer
    ? 'gray'
    : answer.score >= 70
      ? 'green'
      : answer.score >= 40
        ? 'yellow'
        : 'red';

  const check = () =>
    match.mutate({
      resume,
      ...(jobId ? { jobId } : { description }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="resume-match-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="resume-match-title">
          {t('match.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('match.intro')}
        </Text>
        <Textarea
          label={t('match.description')}
          autosize
          minRows={3}
          maxRows={10}
          value={description}
          disabled={jobId !== null}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Select
          label={t('match.pickJob')}
          description={t('match.pickHint')}
          searchable
          clearable
          value={jobId}
          onChange={setJobId}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={t('match.noJobs')}
          data={(jobs.data ?? []).map((job) => ({
            value: job._id,
            label: t('match.jobOption', { title: job.title, company: job.company.name }),
          }))}
        />
        <Group>
          <Button
            variant="light"
            onClick={check}
            loading={match.isPending}
            disabled={jobId === null && description.trim() === ''}
          >
            {t('match.check')}
          </Button>
        </Group>
        {match.error && (
          <Alert color="red" role="alert">
            {tm(errorMessage(match.error, t('match.failed')))}
          </Alert>
        )}
        {answer && !match.isPending && (
          <Stack gap="xs" role="status" aria-live="polite">
            <Group justify="space-between">
              <Text fw={700} size="xl">
                {t('match.score', { score: answer.score })}
              </Text>
              {answer.job && <Text size="sm">{t('match.job', { title: answer.job.title })}</Text>}
            </Group>
            <Progress value={answer.score} color={color} aria-hidden />
            <Text size="sm">{t('match.summary', { found: answer.found.length, total })}</Text>
            <Keywords
              id="match-found"
              title={t('match.found')}
              words={answer.found}
              color="teal.9"
            />
            <Keywords
              id="match-missing"
              title={t('match.missing')}
              words={answer.missing}
              color="red.9"
            />
            {answer.missing.length > 0 && <Text size="sm">{t('match.missingTip')}</Text>}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
