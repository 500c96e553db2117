import { Button, Fieldset, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { EXTRA_EDUCATION_TYPE, FIXED_EDUCATION_TYPES, emptyEducation } from '@vedann/contracts';
import { useEducationType, useResumesT } from './i18n';
import {
  EntryTools,
  MoveButtons,
  RemoveButton,
  URL_HINT,
  focusLater,
} from './resume-form-controls';
import type { ResumeField, ResumeFormApi } from './use-resume-form';

const FIXED = FIXED_EDUCATION_TYPES.length;

/** The person's own details. */
export function PersonalFieldset({ field }: { field: ResumeField }) {
  const t = useResumesT();
  return (
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
          <TextInput label={t('form.portfolio')} placeholder={URL_HINT} {...field('portfolio')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={t('form.address')} {...field('address')} />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}

/** The education: the fixed three first, then any added. */
export function EducationFieldset({ form, field }: { form: ResumeFormApi; field: ResumeField }) {
  const t = useResumesT();
  const educationType = useEducationType();
  const { education } = form.values;
  return (
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
  );
}

/** The order of the resume's sections, changed with the move buttons. */
export function SectionOrderFieldset({ form }: { form: ResumeFormApi }) {
  const t = useResumesT();
  const { sectionOrder } = form.values;
  return (
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
  );
}
