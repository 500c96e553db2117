import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Fieldset,
  Grid,
  Group,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EXTRA_EDUCATION_TYPE,
  FIXED_EDUCATION_TYPES,
  RESUME_MESSAGES,
  defaultResume,
  emptyEducation,
  resumeDataOf,
  resumeInputSchema,
  type ResumeData,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { AtsScoreCard } from './ats-score-card';
import {
  downloadResumePdf,
  isPreviewState,
  useResume,
  useResumeSaver,
  type PreviewState,
} from './resume-api';

const FIXED = FIXED_EDUCATION_TYPES.length;

/**
 * The resume builder's form (spec 01 section 2.4), at /service/student and /placement/resume.
 * `?id=` opens a saved resume; without it the form starts blank.
 */
export function ResumeFormPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  // Back from a preview, the form continues with what it handed over.
  const state: unknown = location.state;
  const fromPreview = isPreviewState(state) ? state : null;
  const id = fromPreview ? null : params.get('id');
  const existing = useResume(id);
  if (fromPreview) {
    return (
      <ResumeForm
        key={location.key}
        id={fromPreview.id}
        saved={fromPreview.saved}
        initial={fromPreview.resume}
      />
    );
  }
  if (id && existing.isPending) return <Loading />;
  if (id && existing.error)
    return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  // A new key per resume: opening another one starts the form afresh.
  return (
    <ResumeForm
      key={id ?? 'new'}
      id={id ?? undefined}
      saved={id !== null}
      initial={existing.data ? resumeDataOf(existing.data) : defaultResume()}
    />
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} mt={26}>
      ✕
    </ActionIcon>
  );
}

function ResumeForm({
  id,
  saved,
  initial,
}: {
  id: string | undefined;
  saved: boolean;
  initial: ResumeData;
}) {
  const navigate = useNavigate();
  const saver = useResumeSaver({ id, saved: saved && id !== undefined });
  const { markChanged } = saver;
  const form = useForm<ResumeData>({
    initialValues: initial,
    validate: zodFormResolver(resumeInputSchema),
    validateInputOnBlur: true,
    // Any change makes the resume unsaved again, and the Save button usable.
    onValuesChange: () => markChanged(),
  });
  const values = form.values;

  const valid = (): ResumeData | null => {
    const result = form.validate();
    return result.hasErrors ? null : resumeInputSchema.parse(form.getValues());
  };

  const save = async () => {
    const data = valid();
    if (!data) return;
    try {
      await saver.save(data);
      notifications.show({ color: 'green', message: RESUME_MESSAGES.saved });
    } catch {
      window.alert(RESUME_MESSAGES.saveFailed);
    }
  };

  const preview = (path: string) => {
    const state: PreviewState = {
      resume: form.getValues(),
      ...(saver.id ? { id: saver.id } : {}),
      saved: saver.saved,
    };
    void navigate(path, { state });
  };

  const download = async () => {
    const data = valid();
    if (!data) return;
    let savedId: string;
    try {
      savedId = await saver.ensureSaved(data);
    } catch {
      window.alert(RESUME_MESSAGES.saveFailed);
      return;
    }
    try {
      await downloadResumePdf(savedId, data.name, 'vedann');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, 'The PDF could not be made.'),
      });
    }
  };

  const { skills, experience, education } = values;

  return (
    <Stack maw={900} mx="auto" my="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Resume builder
        </Title>
        <Anchor component={Link} to="/placement/resume/saved">
          Saved resumes
        </Anchor>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Fieldset legend="Personal details">
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Name" required {...form.getInputProps('name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Email" type="email" {...form.getInputProps('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Phone" inputMode="numeric" {...form.getInputProps('phone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Portfolio"
                  placeholder="https://"
                  {...form.getInputProps('portfolio')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label="Address" {...form.getInputProps('address')} />
              </Grid.Col>
            </Grid>
          </Fieldset>

          <Fieldset legend="Skills">
            <Stack gap="xs">
              {skills.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <TextInput
                    flex={1}
                    label={`Skill ${index + 1}`}
                    {...form.getInputProps(`skills.${index}.skill`)}
                  />
                  {index > 0 && (
                    <RemoveButton
                      label={`Remove skill ${index + 1}`}
                      onClick={() => form.removeListItem('skills', index)}
                    />
                  )}
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() => form.insertListItem('skills', { skill: '' })}
                >
                  Add skill
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend="Experience">
            <Stack gap="xs">
              {experience.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <Grid flex={1}>
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <TextInput
                        label={`Role ${index + 1}`}
                        {...form.getInputProps(`experience.${index}.role`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <TextInput
                        label={`Company ${index + 1}`}
                        {...form.getInputProps(`experience.${index}.company`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 2 }}>
                      <TextInput
                        label={`Year ${index + 1}`}
                        inputMode="numeric"
                        placeholder="2024"
                        {...form.getInputProps(`experience.${index}.year`)}
                      />
                    </Grid.Col>
                  </Grid>
                  {index > 0 && (
                    <RemoveButton
                      label={`Remove experience ${index + 1}`}
                      onClick={() => form.removeListItem('experience', index)}
                    />
                  )}
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() =>
                    form.insertListItem('experience', { role: '', company: '', year: '' })
                  }
                >
                  Add experience
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend="Education">
            <Stack gap="xs">
              {education.map((entry, index) => {
                const name = index < FIXED ? entry.type : `${entry.type} ${index + 1}`;
                return (
                  <Group key={index} align="flex-start" wrap="nowrap">
                    <Grid flex={1}>
                      <Grid.Col span={{ base: 12, sm: 3 }}>
                        {/* Spec 01 section 5: the type is locked. */}
                        <TextInput label={`Type (${name})`} value={entry.type} readOnly />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 5 }}>
                        <TextInput
                          label={`University (${name})`}
                          {...form.getInputProps(`education.${index}.university`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 2 }}>
                        <TextInput
                          label={`Percentage (${name})`}
                          inputMode="decimal"
                          {...form.getInputProps(`education.${index}.percentage`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 2 }}>
                        <TextInput
                          label={`Year (${name})`}
                          inputMode="numeric"
                          {...form.getInputProps(`education.${index}.year`)}
                        />
                      </Grid.Col>
                    </Grid>
                    {index >= FIXED && (
                      <RemoveButton
                        label={`Remove ${name}`}
                        onClick={() => form.removeListItem('education', index)}
                      />
                    )}
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  onClick={() =>
                    form.insertListItem('education', emptyEducation(EXTRA_EDUCATION_TYPE))
                  }
                >
                  Add education
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Textarea
            label="Certificate"
            autosize
            minRows={2}
            description="One certificate per line."
            {...form.getInputProps('certificate')}
          />

          <AtsScoreCard resume={values} />

          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" role="alert">
              Please correct the fields marked in red.
            </Alert>
          )}

          <Group>
            <Button type="submit" loading={saver.saving} disabled={saver.saved}>
              {saver.saved ? 'Saved' : 'Save'}
            </Button>
            <Button variant="default" onClick={() => preview('/service/student/preview')}>
              Preview
            </Button>
            <Button variant="default" onClick={() => preview('/service/student/previewats')}>
              Preview ATS
            </Button>
            <Button variant="light" onClick={() => void download()}>
              Download PDF
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
