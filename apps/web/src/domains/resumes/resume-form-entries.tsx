import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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

/**
 * One list of the form (skills, experience, projects): its entries, each with its move and
 * remove buttons, and the add button. Focus follows the entry added or the one before the removed.
 */
function EntryList(props: {
  form: ResumeFormApi;
  list: 'skills' | 'experience' | 'projects';
  count: number;
  /** The first entry's fields start `${idPrefix}-0`. */
  idPrefix: string;
  moveId: string;
  itemLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  /** Appends an empty entry (each list's own, typed where the list is named). */
  addEntry: () => void;
  /** Whether the first entry stays (skills, experience); otherwise the list may be empty. */
  keepsFirst: boolean;
  emptyText?: string;
  addId?: string;
  children: (index: number) => ReactNode;
}) {
  const { form, list, count, idPrefix } = props;
  const removable = (index: number) => !props.keepsFirst || index > 0;
  return (
    <Stack gap="xs">
      {count === 0 && props.emptyText && (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      )}
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          {props.children(index)}
          <EntryTools>
            <MoveButtons
              id={props.moveId}
              what={props.itemLabel(index + 1)}
              index={index}
              first={0}
              last={count - 1}
              onMove={(from, to) => form.reorderListItem(list, { from, to })}
            />
            {removable(index) && (
              <RemoveButton
                label={props.removeLabel(index + 1)}
                onClick={() => {
                  form.removeListItem(list, index);
                  focusLater(index > 0 ? `${idPrefix}-${index - 1}` : (props.addId ?? ''));
                }}
              />
            )}
          </EntryTools>
        </Group>
      ))}
      <Group>
        <Button
          id={props.addId}
          variant="light"
          onClick={() => {
            props.addEntry();
            focusLater(`${idPrefix}-${count}`);
          }}
        >
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The skills, one a field; the first stays. */
export function SkillsFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  return (
    <Fieldset legend={t('form.skills')}>
      <EntryList
        form={form}
        list="skills"
        count={form.values.skills.length}
        idPrefix="resume-skill"
        moveId="move-skill"
        itemLabel={(n) => t('form.itemSkill', { n })}
        removeLabel={(n) => t('form.removeSkill', { n })}
        addLabel={t('form.addSkill')}
        addEntry={() => form.insertListItem('skills', { skill: '' })}
        keepsFirst
      >
        {(index) => (
          <TextInput
            flex={1}
            id={`resume-skill-${index}`}
            label={t('form.skill', { n: index + 1 })}
            {...field(`skills.${index}.skill`)}
          />
        )}
      </EntryList>
    </Fieldset>
  );
}

/** The experience entries; the first stays. */
export function ExperienceFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  return (
    <Fieldset legend={t('form.experience')}>
      <EntryList
        form={form}
        list="experience"
        count={form.values.experience.length}
        idPrefix="resume-experience"
        moveId="move-experience"
        itemLabel={(n) => t('form.itemExperience', { n })}
        removeLabel={(n) => t('form.removeExperience', { n })}
        addLabel={t('form.addExperience')}
        addEntry={() => form.insertListItem('experience', emptyExperience())}
        keepsFirst
      >
        {(index) => (
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
        )}
      </EntryList>
    </Fieldset>
  );
}

/** The projects, none at first. */
export function ProjectsFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  return (
    <Fieldset legend={t('form.projects')}>
      <EntryList
        form={form}
        list="projects"
        count={form.values.projects.length}
        idPrefix="resume-project"
        moveId="move-project"
        itemLabel={(n) => t('form.itemProject', { n })}
        removeLabel={(n) => t('form.removeProject', { n })}
        addLabel={t('form.addProject')}
        addEntry={() => form.insertListItem('projects', emptyProject())}
        keepsFirst={false}
        emptyText={t('form.noProjects')}
        addId="resume-add-project"
      >
        {(index) => (
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
        )}
      </EntryList>
    </Fieldset>
  );
}
