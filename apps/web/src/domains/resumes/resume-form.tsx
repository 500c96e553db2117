import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { ResumeTemplate } from '@vedann/contracts';
import { AtsScoreCard } from './ats-score-card';
import { useResumesT } from './i18n';
import { LeaveDialog, ResumeFormActions } from './resume-form-actions';
import { ExperienceFieldset, ProjectsFieldset, SkillsFieldset } from './resume-form-entries';
import { EducationFieldset, PersonalFieldset, SectionOrderFieldset } from './resume-form-sections';
import { ResumeLivePreview } from './resume-live-preview';
import { ResumeMatchCard } from './resume-match-card';
import { useLeaveGuard } from './use-leave-guard';
import { useResumeForm, type ResumeEditor, type ResumeFormStart } from './use-resume-form';

/** Mantine's lg breakpoint: from here the live preview stands beside the form. */
const WIDE = '(min-width: 75em)';

export function ResumeForm(start: ResumeFormStart) {
  const editor = useResumeForm(start);
  const blocker = useLeaveGuard(editor.unsaved);
  const wide = useMediaQuery(WIDE);
  const [template, setTemplate] = useState<ResumeTemplate>('vedann');
  const formColumn = <ResumeFormColumn editor={editor} />;

  return (
    <Stack maw={wide ? 1400 : 900} mx="auto" my="md" px={{ base: 'xs', sm: 'md' }}>
      {wide ? (
        <Grid gutter="lg" align="flex-start">
          <Grid.Col span={7}>
            <Stack>{formColumn}</Stack>
          </Grid.Col>
          <Grid.Col span={5} pos="sticky" top={70}>
            <ResumeLivePreview
              resume={editor.form.values}
              template={template}
              onTemplate={setTemplate}
            />
          </Grid.Col>
        </Grid>
      ) : (
        formColumn
      )}
      <LeaveDialog blocker={blocker} />
    </Stack>
  );
}

/** The form's column: its heading, the notes on where it started, the fieldsets and actions. */
function ResumeFormColumn({ editor }: { editor: ResumeEditor }) {
  const t = useResumesT();
  const { form, field } = editor;
  return (
    <>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('form.title')}
        </Title>
        <Anchor component={Link} to="/placement/resume/saved">
          {t('form.savedResumes')}
        </Anchor>
      </Group>
      {editor.prefilled && (
        <Alert color="blue" role="status">
          <Text size="sm">{t('form.prefilled')}</Text>
        </Alert>
      )}
      {editor.restored && (
        <Alert color="blue" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('form.draftRestored')}</Text>
            <Button size="xs" variant="default" onClick={editor.discard}>
              {t('form.discardDraft')}
            </Button>
          </Group>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <Stack>
          <PersonalFieldset field={field} />
          <SkillsFieldset form={form} field={field} />
          <ExperienceFieldset form={form} field={field} />
          <ProjectsFieldset form={form} field={field} />
          <EducationFieldset form={form} field={field} />

          <Textarea
            label={t('form.certificate')}
            autosize
            minRows={2}
            description={t('form.certificateHint')}
            {...field('certificate')}
          />

          <SectionOrderFieldset form={form} />

          <AtsScoreCard resume={form.values} />
          <ResumeMatchCard resume={form.values} />

          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('form.correctFields')}
            </Alert>
          )}

          <ResumeFormActions editor={editor} />
        </Stack>
      </form>
    </>
  );
}
