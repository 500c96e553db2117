import { type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GENERIC_ERROR,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_STATUSES,
  JOB_TYPES,
  jobInputSchema,
} from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { EMPTY_JOB, type JobDraft } from './admin-jobs-shared';
import { useStatusLabel } from './application-status';
import { useJobValue, useJobsT } from './i18n';

/**
 * Every field of a job in one form: posting a job, and editing one in the drawer. Each field has
 * its visible label and the contract's message, in the chosen language.
 */
export function JobForm({
  initial,
  label,
  submitLabel,
  withStatus,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: JobDraft;
  label: string;
  submitLabel: string;
  withStatus: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: JobDraft, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const t = useJobsT();
  const tc = useCommonT();
  const tm = useMessageT();
  const value = useJobValue();
  const status = useStatusLabel();
  const form = useForm<JobDraft>({
    initialValues: initial,
    validate: zodFormResolver<JobDraft>(jobInputSchema),
  });
  const field = (name: keyof JobDraft) => {
    const props = form.getInputProps(name);
    const error = props.error as ReactNode;
    return { ...props, error: typeof error === 'string' ? tm(error) : error };
  };
  const choices = (options: readonly string[]) => [
    { value: '', label: t('admin.field.choose') },
    ...options.map((option) => ({ value: option, label: value(option) })),
  ];
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit((values) => onSubmit(values, () => form.setValues(EMPTY_JOB)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.field.title')} withAsterisk {...field('title')} />
          <NativeSelect
            label={t('admin.field.jobType')}
            withAsterisk
            data={choices(JOB_TYPES)}
            {...field('jobType')}
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.field.description')}
          withAsterisk
          autosize
          minRows={3}
          {...field('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('admin.field.position')}
            type="number"
            min={1}
            withAsterisk
            {...field('position')}
          />
          <TextInput
            label={t('admin.field.salary')}
            type="number"
            min={0}
            step="0.1"
            withAsterisk
            {...field('salary')}
          />
          <TextInput
            label={t('admin.field.experience')}
            type="number"
            min={0}
            withAsterisk
            {...field('experience')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: withStatus ? 3 : 2 }}>
          <NativeSelect
            label={t('admin.field.location')}
            withAsterisk
            data={choices(JOB_LOCATIONS)}
            {...field('location')}
          />
          <NativeSelect
            label={t('admin.field.industry')}
            withAsterisk
            data={choices(JOB_INDUSTRIES)}
            {...field('industry')}
          />
          {withStatus && (
            <NativeSelect
              label={t('admin.field.status')}
              data={JOB_STATUSES.map((option) => ({ value: option, label: status(option) }))}
              {...field('status')}
            />
          )}
        </SimpleGrid>
        {Boolean(error) && (
          <Alert color="red" role="alert">
            {tm(errorMessage(error, GENERIC_ERROR))}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {tc('actions.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
