import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Fieldset,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  Link,
  Navigate,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import {
  EXTRA_EDUCATION_TYPE,
  FIXED_EDUCATION_TYPES,
  RESUME_MESSAGES,
  defaultResume,
  emptyEducation,
  emptyExperience,
  emptyProject,
  resumeDataOf,
  resumeInputSchema,
  type ResumeData,
  type ResumeTemplate,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { AtsScoreCard } from './ats-score-card';
import { ResumeMatchCard } from './resume-match-card';
import { ResumeTemplateView } from './resume-templates';
import { useEducationType, useResumesT } from './i18n';
import { clearDraft, draftKey, readDraft, writeDraft } from './resume-draft';
import {
  downloadResumePdf,
  isPreviewState,
  useResume,
  useResumePrefill,
  useResumeSaver,
  type PreviewState,
} from './resume-api';

const FIXED = FIXED_EDUCATION_TYPES.length;
/** The start of a web address, as a hint (not a word). */
const URL_HINT = 'https://';
const CROSS = '✕';
const UP = '↑';
const DOWN = '↓';
/** Mantine's lg breakpoint: from here the live preview stands beside the form. */
const WIDE = '(min-width: 75em)';
const PREVIEW_PATHS = ['/service/student/preview', '/service/student/previewats'];

const same = (a: ResumeData, b: ResumeData) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The resume builder's form (spec 01 section 2.4), at /service/student and /placement/resume.
 * `?id=` opens a saved resume; without it the form starts blank. Unsaved work is kept as a local
 * draft per resume (resume-draft.ts) and restored when the form opens again.
 */
export function ResumeFormPage() {
  const t = useResumesT();
  usePageTitle(t('titles.builder'));
  const [params] = useSearchParams();
  const location = useLocation();
  // Back from a preview, the form continues with what it handed over.
  const state: unknown = location.state;
  const fromPreview = isPreviewState(state) ? state : null;
  const fresh = typeof state === 'object' && state !== null && 'fresh' in state;
  const id = fromPreview ? null : params.get('id');
  const existing = useResume(id);
  // A new resume starts from the profile (issue 18).
  const prefill = useResumePrefill(!params.get('id') && !fromPreview?.id);
  if (fromPreview) {
    return (
      <ResumeForm
        key={location.key}
        id={fromPreview.id}
        saved={fromPreview.saved}
        base={fromPreview.resume}
        blank={prefill.data ?? defaultResume()}
        draft={null}
      />
    );
  }
  if (!id) {
    const note = readDraft('new');
    if (note?.savedAs) {
      // The new resume was saved (from a preview): the form continues with the saved one.
      clearDraft('new');
      if (!fresh) return <Navigate to={`${location.pathname}?id=${note.savedAs}`} replace />;
    }
  }
  if (id && existing.isPending) return <Loading />;
  if (id && existing.error)
    return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  if (!id && prefill.isPending) return <Loading />;
  if (!id && prefill.error)
    return <LoadError error={prefill.error} onRetry={() => void prefill.refetch()} />;
  const blank = prefill.data ?? defaultResume();
  const base = existing.data ? resumeDataOf(existing.data) : blank;
  const draft = fresh ? null : readDraft(draftKey(id));
  // A new key per resume: opening another one starts the form afresh.
  return (
    <ResumeForm
      key={id ?? 'new'}
      id={id ?? undefined}
      saved={id !== null}
      base={base}
      blank={blank}
      draft={draft && !draft.savedAs && !same(draft.resume, base) ? draft.resume : null}
    />
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <span aria-hidden>{CROSS}</span>
    </ActionIcon>
  );
}

/**
 * Move up and Move down for an entry or a section: buttons, so the keyboard reorders as well as
 * the mouse. Focus follows the moved entry, staying on the button just pressed (or, at the end
 * of the list, its twin), so pressing again moves it further.
 */
function MoveButtons({
  id,
  what,
  index,
  first,
  last,
  onMove,
}: {
  /** The ids of these buttons are `${id}-${index}-up` and `-down`. */
  id: string;
  what: string;
  index: number;
  first: number;
  last: number;
  onMove: (from: number, to: number) => void;
}) {
  const t = useResumesT();
  const move = (to: number, direction: 'up' | 'down') => {
    onMove(index, to);
    const stuck = (direction === 'up' && to === first) || (direction === 'down' && to === last);
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`${id}-${to}-${stuck ? other : direction}`);
  };
  return (
    <>
      <ActionIcon
        id={`${id}-${index}-up`}
        variant="subtle"
        aria-label={t('form.moveUp', { what })}
        disabled={index <= first}
        onClick={() => move(index - 1, 'up')}
      >
        <span aria-hidden>{UP}</span>
      </ActionIcon>
      <ActionIcon
        id={`${id}-${index}-down`}
        variant="subtle"
        aria-label={t('form.moveDown', { what })}
        disabled={index >= last}
        onClick={() => move(index + 1, 'down')}
      >
        <span aria-hidden>{DOWN}</span>
      </ActionIcon>
    </>
  );
}

/**
 * The fields of an experience or a project: its two names side by side (role and company, or
 * name and link), the year, and its points, one a line.
 */
function DatedEntryFields({
  id,
  field,
  names,
  labels,
  secondPlaceholder,
}: {
  /** The first field's, which focus moves to when the entry is added or the next removed. */
  id: string;
  /** The form's props of one of this entry's fields, by its name. */
  field: (name: string) => GetInputPropsReturnType;
  names: readonly [first: string, second: string];
  labels: { first: string; second: string; year: string; points: string };
  secondPlaceholder?: string;
}) {
  const t = useResumesT();
  return (
    <Grid flex={1}>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput id={id} label={labels.first} {...field(names[0])} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label={labels.second} placeholder={secondPlaceholder} {...field(names[1])} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <TextInput label={labels.year} inputMode="numeric" placeholder="2024" {...field('year')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={labels.points}
          description={t('form.pointsHint')}
          autosize
          minRows={2}
          {...field('bullets')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The tools of one entry (move, remove), beside its fields. */
function EntryTools({ children }: { children: ReactNode }) {
  return (
    <Group gap={2} mt={{ base: 0, sm: 26 }} wrap="nowrap" flex="none">
      {children}
    </Group>
  );
}

/** Moves focus to an element of the form once React has drawn the change. */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function ResumeForm({
  id,
  saved,
  base,
  blank,
  draft,
}: {
  id: string | undefined;
  saved: boolean;
  /** What the server holds (or a new resume, or what a preview handed back). */
  base: ResumeData;
  /** What a new resume starts as: filled from the profile. */
  blank: ResumeData;
  /** Unsaved work found on this device, restored over `base`. */
  draft: ResumeData | null;
}) {
  const t = useResumesT();
  const tm = useMessageT();
  const educationType = useEducationType();
  const navigate = useNavigate();
  const location = useLocation();
  const [restored, setRestored] = useState(draft !== null);
  // Work handed back by a preview, or a restored draft, is unsaved before any keystroke.
  const [startedUnsaved, setStartedUnsaved] = useState(
    draft !== null || (!saved && !same(base, blank)),
  );
  const wide = useMediaQuery(WIDE);
  const [template, setTemplate] = useState<ResumeTemplate>('vedann');
  const saver = useResumeSaver({ id, saved: saved && id !== undefined && draft === null });
  const { markChanged } = saver;
  const savedId = useRef(id);
  useEffect(() => {
    savedId.current = saver.id;
  }, [saver.id]);
  const form = useForm<ResumeData>({
    initialValues: draft ?? base,
    validate: zodFormResolver(resumeInputSchema),
    validateInputOnBlur: true,
    // Any change makes the resume unsaved again, and is kept as this resume's draft.
    onValuesChange: (values) => {
      markChanged();
      writeDraft(draftKey(savedId.current), values);
    },
  });
  const values = form.values;
  const unsaved = !saver.saved && (startedUnsaved || form.isDirty());

  // Leaving with unsaved changes asks first: in-app links, and closing or reloading the tab.
  // React drops the router's blocker only in a passive cleanup, after the next screen is drawn;
  // `mounted` (cleared during the commit) keeps a quick Back from that screen from being blocked.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Only a way out of the form asks: once a preview is the current page (the form still on
  // screen while the preview renders), Back from it is the preview's, not the form's.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mounted.current &&
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      !PREVIEW_PATHS.includes(currentLocation.pathname) &&
      !PREVIEW_PATHS.includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const discard = () => {
    clearDraft(draftKey(saver.id));
    form.setValues(base);
    form.resetDirty(base);
    saver.markSaved();
    setRestored(false);
    setStartedUnsaved(!saved && !same(base, blank));
  };

  const valid = (): ResumeData | null => {
    const result = form.validate();
    return result.hasErrors ? null : resumeInputSchema.parse(form.getValues());
  };

  const afterFirstSave = (newId: string) => {
    if (id) return;
    // The address now names the saved resume, so a reload opens it.
    clearDraft('new');
    void navigate(`${location.pathname}?id=${newId}`, { replace: true });
  };

  const save = async () => {
    const data = valid();
    if (!data) return;
    try {
      const answer = await saver.save(data);
      form.resetDirty(data);
      setRestored(false);
      setStartedUnsaved(false);
      notifications.show({ color: 'green', message: tm(RESUME_MESSAGES.saved) });
      afterFirstSave(answer.resume._id);
    } catch {
      // Spec 01 section 8: an alert.
      window.alert(tm(RESUME_MESSAGES.saveFailed));
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
    let savedIdNow: string;
    try {
      savedIdNow = await saver.ensureSaved(data);
      form.resetDirty(data);
      setRestored(false);
      setStartedUnsaved(false);
    } catch {
      // Spec 01 section 8: an alert.
      window.alert(tm(RESUME_MESSAGES.saveFailed));
      return;
    }
    try {
      await downloadResumePdf(savedIdNow, data.name, 'vedann');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: tm(errorMessage(error, t('form.pdfFailed'))),
      });
    }
  };

  const field = (path: string) => {
    const props = form.getInputProps(path);
    const error = props.error as ReactNode;
    return { ...props, error: typeof error === 'string' ? tm(error) : error };
  };

  const { skills, experience, projects, education, sectionOrder } = values;
  const prefilled = !saved && !restored && same(base, blank) && !same(blank, defaultResume());

  const otherActions = (
    <>
      <Button variant="default" onClick={() => preview('/service/student/preview')}>
        {t('form.preview')}
      </Button>
      <Button variant="default" onClick={() => preview('/service/student/previewats')}>
        {t('form.previewAts')}
      </Button>
      <Button variant="light" onClick={() => void download()}>
        {t('form.downloadPdf')}
      </Button>
    </>
  );
  const formColumn = (
    <>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('form.title')}
        </Title>
        <Anchor component={Link} to="/placement/resume/saved">
          {t('form.savedResumes')}
        </Anchor>
      </Group>
      {prefilled && (
        <Alert color="blue" role="status">
          <Text size="sm">{t('form.prefilled')}</Text>
        </Alert>
      )}
      {restored && (
        <Alert color="blue" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('form.draftRestored')}</Text>
            <Button size="xs" variant="default" onClick={discard}>
              {t('form.discardDraft')}
            </Button>
          </Group>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Fieldset legend={t('form.personal')}>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('form.name')} required {...field('name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('form.email')} type="email" {...field('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('form.phone')} inputMode="numeric" {...field('phone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('form.portfolio')}
                  placeholder={URL_HINT}
                  {...field('portfolio')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label={t('form.address')} {...field('address')} />
              </Grid.Col>
            </Grid>
          </Fieldset>

          <Fieldset legend={t('form.skills')}>
            <Stack gap="xs">
              {skills.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <TextInput
                    flex={1}
                    id={`resume-skill-${index}`}
                    label={t('form.skill', { n: index + 1 })}
                    {...field(`skills.${index}.skill`)}
                  />
                  <EntryTools>
                    <MoveButtons
                      id="move-skill"
                      what={t('form.itemSkill', { n: index + 1 })}
                      index={index}
                      first={0}
                      last={skills.length - 1}
                      onMove={(from, to) => form.reorderListItem('skills', { from, to })}
                    />
                    {index > 0 && (
                      <RemoveButton
                        label={t('form.removeSkill', { n: index + 1 })}
                        onClick={() => {
                          form.removeListItem('skills', index);
                          focusLater(`resume-skill-${index - 1}`);
                        }}
                      />
                    )}
                  </EntryTools>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() => {
                    form.insertListItem('skills', { skill: '' });
                    focusLater(`resume-skill-${skills.length}`);
                  }}
                >
                  {t('form.addSkill')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.experience')}>
            <Stack gap="xs">
              {experience.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <DatedEntryFields
                    id={`resume-experience-${index}`}
                    field={(name) => field(`experience.${index}.${name}`)}
                    names={['role', 'company']}
                    labels={{
                      first: t('form.role', { n: index + 1 }),
                      second: t('form.company', { n: index + 1 }),
                      year: t('form.year', { n: index + 1 }),
                      points: t('form.points', { n: index + 1 }),
                    }}
                  />
                  <EntryTools>
                    <MoveButtons
                      id="move-experience"
                      what={t('form.itemExperience', { n: index + 1 })}
                      index={index}
                      first={0}
                      last={experience.length - 1}
                      onMove={(from, to) => form.reorderListItem('experience', { from, to })}
                    />
                    {index > 0 && (
                      <RemoveButton
                        label={t('form.removeExperience', { n: index + 1 })}
                        onClick={() => {
                          form.removeListItem('experience', index);
                          focusLater(`resume-experience-${index - 1}`);
                        }}
                      />
                    )}
                  </EntryTools>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() => {
                    form.insertListItem('experience', emptyExperience());
                    focusLater(`resume-experience-${experience.length}`);
                  }}
                >
                  {t('form.addExperience')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.projects')}>
            <Stack gap="xs">
              {projects.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('form.noProjects')}
                </Text>
              )}
              {projects.map((_, index) => (
                <Group key={index} align="flex-start" wrap="nowrap">
                  <DatedEntryFields
                    id={`resume-project-${index}`}
                    field={(name) => field(`projects.${index}.${name}`)}
                    names={['name', 'link']}
                    secondPlaceholder={URL_HINT}
                    labels={{
                      first: t('form.projectName', { n: index + 1 }),
                      second: t('form.projectLink', { n: index + 1 }),
                      year: t('form.projectYear', { n: index + 1 }),
                      points: t('form.projectPoints', { n: index + 1 }),
                    }}
                  />
                  <EntryTools>
                    <MoveButtons
                      id="move-project"
                      what={t('form.itemProject', { n: index + 1 })}
                      index={index}
                      first={0}
                      last={projects.length - 1}
                      onMove={(from, to) => form.reorderListItem('projects', { from, to })}
                    />
                    <RemoveButton
                      label={t('form.removeProject', { n: index + 1 })}
                      onClick={() => {
                        form.removeListItem('projects', index);
                        focusLater(
                          index > 0 ? `resume-project-${index - 1}` : 'resume-add-project',
                        );
                      }}
                    />
                  </EntryTools>
                </Group>
              ))}
              <Group>
                <Button
                  id="resume-add-project"
                  variant="light"
                  onClick={() => {
                    form.insertListItem('projects', emptyProject());
                    focusLater(`resume-project-${projects.length}`);
                  }}
                >
                  {t('form.addProject')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.education')}>
            <Stack gap="xs">
              {education.map((entry, index) => {
                const type = educationType(entry.type);
                const name = index < FIXED ? type : t('form.educationName', { type, n: index + 1 });
                return (
                  <Group key={index} align="flex-start" wrap="nowrap">
                    <Grid flex={1}>
                      <Grid.Col span={{ base: 12, sm: 3 }}>
                        {/* Spec 01 section 5: the type is locked. */}
                        <TextInput label={t('form.type', { name })} value={type} readOnly />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 5 }}>
                        <TextInput
                          id={`resume-education-${index}`}
                          label={t('form.university', { name })}
                          {...field(`education.${index}.university`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 2 }}>
                        <TextInput
                          label={t('form.percentage', { name })}
                          inputMode="decimal"
                          {...field(`education.${index}.percentage`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 2 }}>
                        <TextInput
                          label={t('form.educationYear', { name })}
                          inputMode="numeric"
                          {...field(`education.${index}.year`)}
                        />
                      </Grid.Col>
                    </Grid>
                    {index >= FIXED && (
                      <EntryTools>
                        {/* The fixed three stay first (spec 01 section 5); added ones reorder. */}
                        <MoveButtons
                          id="move-education"
                          what={name}
                          index={index}
                          first={FIXED}
                          last={education.length - 1}
                          onMove={(from, to) => form.reorderListItem('education', { from, to })}
                        />
                        <RemoveButton
                          label={t('form.removeEducation', { name })}
                          onClick={() => {
                            form.removeListItem('education', index);
                            focusLater(`resume-education-${index - 1}`);
                          }}
                        />
                      </EntryTools>
                    )}
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  onClick={() => {
                    form.insertListItem('education', emptyEducation(EXTRA_EDUCATION_TYPE));
                    focusLater(`resume-education-${education.length}`);
                  }}
                >
                  {t('form.addEducation')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Textarea
            label={t('form.certificate')}
            autosize
            minRows={2}
            description={t('form.certificateHint')}
            {...field('certificate')}
          />

          <Fieldset legend={t('form.sectionOrder')}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('form.sectionOrderHint')}
            </Text>
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {sectionOrder.map((section, index) => (
                <Group key={section} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">{`${index + 1}. ${t(`sections.${section}`)}`}</Text>
                  <Group gap={2} wrap="nowrap">
                    <MoveButtons
                      id="move-section"
                      what={t(`sections.${section}`)}
                      index={index}
                      first={0}
                      last={sectionOrder.length - 1}
                      onMove={(from, to) => form.reorderListItem('sectionOrder', { from, to })}
                    />
                  </Group>
                </Group>
              ))}
            </Stack>
          </Fieldset>

          <AtsScoreCard resume={values} />
          <ResumeMatchCard resume={values} />

          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('form.correctFields')}
            </Alert>
          )}

          {/* On a phone only Save sticks: four buttons took two rows there, and covered the
              section-order arrows that scroll beneath them (axe's target-size). */}
          <Group gap="xs" hiddenFrom="sm">
            {otherActions}
          </Group>
          {/* Save stays in reach on a long form (issue 18): the bar sticks to the screen's foot. */}
          <Paper
            pos="sticky"
            bottom={0}
            py="xs"
            radius={0}
            style={{ zIndex: 3, borderTop: '1px solid var(--mantine-color-default-border)' }}
            role="group"
            aria-label={t('form.actions')}
          >
            <Group gap="xs">
              <Button type="submit" loading={saver.saving} disabled={saver.saved}>
                {saver.saved ? t('form.saved') : t('form.save')}
              </Button>
              <Group gap="xs" visibleFrom="sm">
                {otherActions}
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
    </>
  );

  return (
    <Stack maw={wide ? 1400 : 900} mx="auto" my="md" px={{ base: 'xs', sm: 'md' }}>
      {wide ? (
        <Grid gutter="lg" align="flex-start">
          <Grid.Col span={7}>
            <Stack>{formColumn}</Stack>
          </Grid.Col>
          <Grid.Col span={5} pos="sticky" top={70}>
            <Box component="section" aria-labelledby="live-preview-title">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4" id="live-preview-title">
                  {t('form.livePreview')}
                </Title>
                <SegmentedControl
                  size="xs"
                  aria-label={t('form.previewTemplate')}
                  value={template}
                  onChange={(value) => setTemplate(value === 'ats' ? 'ats' : 'vedann')}
                  data={[
                    { value: 'vedann', label: t('preview.vedannTemplate') },
                    { value: 'ats', label: t('preview.atsTemplate') },
                  ]}
                />
              </Group>
              {/* Scrolls on its own when taller than the screen; focusable to scroll by keys. */}
              <Box mah="calc(100vh - 140px)" style={{ overflowY: 'auto' }} tabIndex={0}>
                <ResumeTemplateView resume={values} template={template} level={2} />
              </Box>
            </Box>
          </Grid.Col>
        </Grid>
      ) : (
        formColumn
      )}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('form.leaveTitle')}
        centered
      >
        <Text mb="md">{t('form.leaveText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('form.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('form.leave')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
