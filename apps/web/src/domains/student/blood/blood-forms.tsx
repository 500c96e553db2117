import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BLOOD_GROUPS,
  GENERIC_ERROR,
  bloodRequestInputSchema,
  donorInputSchema,
  studentApi,
  type Donor,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/endpoint';
import { translated } from '../../../lib/form-errors';
import { zodFormResolver } from '../../../lib/zod-form';
import { useConfirm } from '../../../ui/confirm';
import { DateField } from '../../../ui/date-field';
import { useStudentT } from '../i18n';
import { said } from '../student-api';
import { BLOOD_STALE, Section } from './blood-parts';

interface RequestValues {
  bloodGroup: string;
  units: string;
  hospital: string;
  city: string;
  pincode: string;
  neededBy: string;
  contactName: string;
  contactPhone: string;
  note: string;
}

export function RequestForm() {
  const t = useStudentT();
  const tm = useMessageT();
  const post = useEndpointMutation(studentApi.blood.post, {
    // The form checked the values against the schema; its output is the body's type.
    toCall: (values: RequestValues) => ({ body: bloodRequestInputSchema.parse(values) }),
    stale: BLOOD_STALE,
    onSuccess: said,
  });
  const form = useForm<RequestValues>({
    initialValues: {
      bloodGroup: '',
      units: '1',
      hospital: '',
      city: '',
      pincode: '',
      neededBy: '',
      contactName: '',
      contactPhone: '',
      note: '',
    },
    validate: translated(zodFormResolver<RequestValues>(bloodRequestInputSchema)),
  });
  return (
    <Section title={t('blood.postTitle')} id="blood-ask">
      <form
        noValidate
        aria-label={t('blood.postTitle')}
        onSubmit={form.onSubmit((values) => post.mutate(values, { onSuccess: () => form.reset() }))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('blood.group')}
            data={[{ value: '', label: t('blood.anyGroup'), disabled: true }, ...BLOOD_GROUPS]}
            {...form.getInputProps('bloodGroup')}
          />
          <TextInput
            label={t('blood.units')}
            type="number"
            min={1}
            max={20}
            {...form.getInputProps('units')}
          />
          <TextInput label={t('blood.hospital')} {...form.getInputProps('hospital')} />
          <TextInput label={t('blood.city')} {...form.getInputProps('city')} />
          <TextInput
            label={t('blood.pincode')}
            inputMode="numeric"
            {...form.getInputProps('pincode')}
          />
          <DateField label={t('blood.neededBy')} {...form.getInputProps('neededBy')} />
          <TextInput label={t('blood.contactName')} {...form.getInputProps('contactName')} />
          <TextInput
            label={t('blood.contactPhone')}
            type="tel"
            {...form.getInputProps('contactPhone')}
          />
        </SimpleGrid>
        <Textarea label={t('blood.note')} mt="sm" autosize {...form.getInputProps('note')} />
        {post.isError && (
          <Alert color="red" mt="sm">
            {tm(errorMessage(post.error, GENERIC_ERROR))}
          </Alert>
        )}
        <Button type="submit" mt="sm" loading={post.isPending}>
          {t('blood.post')}
        </Button>
      </form>
    </Section>
  );
}

interface DonorValues {
  bloodGroup: string;
  city: string;
  pincode: string;
  phone: string;
  available: boolean;
}

export function DonorForm({ donor }: { donor: Donor | null }) {
  const t = useStudentT();
  const tm = useMessageT();
  const { confirm, dialog } = useConfirm();
  const save = useEndpointMutation(studentApi.blood.saveDonor, {
    toCall: (values: DonorValues) => ({ body: donorInputSchema.parse(values) }),
    stale: BLOOD_STALE,
    onSuccess: said,
  });
  const remove = useEndpointMutation(studentApi.blood.removeDonor, {
    stale: BLOOD_STALE,
    onSuccess: said,
  });
  const form = useForm<DonorValues>({
    initialValues: {
      bloodGroup: donor?.bloodGroup ?? '',
      city: donor?.city ?? '',
      pincode: donor?.pincode ?? '',
      phone: donor?.phone ?? '',
      available: donor?.available ?? true,
    },
    validate: translated(zodFormResolver<DonorValues>(donorInputSchema)),
  });
  const askRemove = async () => {
    const sure = await confirm({
      title: t('blood.removeDonorTitle'),
      message: t('blood.removeDonorText'),
      confirmLabel: t('blood.removeDonor'),
    });
    if (sure) remove.mutate(undefined, { onSuccess: () => form.reset() });
  };
  const failure = save.error ?? remove.error;
  return (
    <Section title={t('blood.donorTitle')} id="blood-donor">
      <Text size="sm" mb="sm">
        {t('blood.donorIntro')}
      </Text>
      <form
        noValidate
        aria-label={t('blood.donorTitle')}
        onSubmit={form.onSubmit((values) => save.mutate(values))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('blood.group')}
            data={[{ value: '', label: t('blood.anyGroup'), disabled: true }, ...BLOOD_GROUPS]}
            {...form.getInputProps('bloodGroup')}
          />
          <TextInput label={t('blood.city')} {...form.getInputProps('city')} />
          <TextInput
            label={t('blood.pincode')}
            inputMode="numeric"
            {...form.getInputProps('pincode')}
          />
          <TextInput label={t('blood.contactPhone')} type="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Checkbox
          mt="sm"
          label={t('blood.available')}
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" mt="sm">
            {tm(errorMessage(failure, GENERIC_ERROR))}
          </Alert>
        )}
        <Group mt="sm">
          <Button type="submit" loading={save.isPending}>
            {t('blood.saveDonor')}
          </Button>
          {donor && (
            <Button
              variant="light"
              color="red"
              loading={remove.isPending}
              onClick={() => void askRemove()}
            >
              {t('blood.removeDonor')}
            </Button>
          )}
        </Group>
      </form>
      {dialog}
    </Section>
  );
}
