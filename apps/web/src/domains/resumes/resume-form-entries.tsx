import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { emptyExperience, emptyProject } from '@vedann/contracts';
import { useResumesT } from './i18n';
import {
  DatedEntryFields,
  EntryTools,
  MoveButtons,
  RemoveButton,
  URL_HINT,
  focusLater,
} from './resume-form-controls';
import type { ResumeField, ResumeFormApi } from './use-resume-form';

/** The skills, one a field; the first stays. */
export function SkillsFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  const { skills } = form.values;
  return (
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
  );
}

/** The experience entries; the first stays. */
export function ExperienceFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  const { experience } = form.values;
  return (
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
  );
}

/** The projects, none at first. */
export function ProjectsFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  const { projects } = form.values;
  return (
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
                  focusLater(index > 0 ? `resume-project-${index - 1}` : 'resume-add-project');
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
  );
}
