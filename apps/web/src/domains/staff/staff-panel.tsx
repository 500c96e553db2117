import { useState, type FormEvent } from 'react';
import {
  FileInput,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  STAFF_GENDERS,
  STAFF_MESSAGES,
  readablePhone,
  staffApi,
  staffInputSchema,
  type Staff,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useResourceMutations } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { useStaffT } from './i18n';
import { SubmitRow } from '../../ui/submit-row';
import { DateField } from '../../ui/date-field';

interface StaffDraft extends Record<string, string> {
  name: string;
  address: string;
  dob: string;
  gender: string;
  mobile: string;
  joindate: string;
  email: string;
  experience: string;
  description: string;
  vedanId: string;
}

const EMPTY: StaffDraft = {
  name: '',
  address: '',
  dob: '',
  gender: 'male',
  mobile: '',
  joindate: '',
  email: '',
  experience: '0',
  description: '',
  vedanId: '',
};

const toDraft = (row: Staff): StaffDraft => ({
  name: row.name,
  address: row.address,
  dob: row.dob,
  gender: row.gender,
  mobile: row.mobile,
  joindate: row.joindate,
  email: row.email,
  experience: String(row.experience),
  description: row.description,
  vedanId: row.vedanId,
});

const FIELDS = [
  'name',
  'address',
  'dob',
  'gender',
  'mobile',
  'joindate',
  'email',
  'experience',
  'vedanId',
] as const;
type StaffField = (typeof FIELDS)[number];

/** Trainers or staff at one area's path. */
type StaffList = typeof staffApi.gymTrainers;

/** Adding needs the photo, sent with the fields as multipart (the field `image`). */
function StaffAddForm({ resource }: { resource: StaffList }) {
  const t = useStaffT();
  const tm = useMessageT();
  const [draft, setDraft] = useState<StaffDraft>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The create shows the server's message and reloads the list; the form then starts again.
  const { create } = useResourceMutations<FormData>(resource);
  const set = (field: keyof StaffDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(staffInputSchema)(draft) as Record<string, string>;
    if (!photo) found.image = tm(STAFF_MESSAGES.image);
    setErrors(found);
    if (Object.keys(found).length > 0 || !photo) return;
    const body = new FormData();
    for (const [field, value] of Object.entries(draft)) body.set(field, value);
    body.set('image', photo);
    create.mutate(body, {
      onSuccess: () => {
        setDraft(EMPTY);
        setPhoto(null);
      },
    });
  };
  const input = (field: Exclude<StaffField, 'gender'>, type = 'text') =>
    type === 'date' ? (
      <DateField
        key={field}
        label={t(`staff.${field}`)}
        value={draft[field]}
        error={errors[field]}
        onChange={(value) => set(field, value)}
      />
    ) : (
      <TextInput
        key={field}
        type={type}
        label={t(`staff.${field}`)}
        value={draft[field]}
        error={errors[field]}
        onChange={(event) => set(field, event.currentTarget.value)}
      />
    );
  return (
    <form noValidate onSubmit={submit} aria-label={t('staff.addTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('staff.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {FIELDS.map((field) =>
            field === 'gender' ? (
              <NativeSelect
                key={field}
                label={t('staff.gender')}
                value={draft.gender}
                error={errors.gender}
                data={STAFF_GENDERS.map((value) => ({
                  value,
                  label: t(`staff.genders.${value}`),
                }))}
                onChange={(event) => set('gender', event.currentTarget.value)}
              />
            ) : (
              input(
                field,
                field === 'dob' || field === 'joindate'
                  ? 'date'
                  : field === 'experience'
                    ? 'number'
                    : field === 'email'
                      ? 'email'
                      : 'text',
              )
            ),
          )}
          <FileInput
            label={t('staff.image')}
            accept="image/png,image/jpeg,image/webp,image/gif"
            value={photo}
            error={errors.image}
            onChange={setPhoto}
          />
        </SimpleGrid>
        <Textarea
          label={t('staff.description')}
          autosize
          minRows={2}
          value={draft.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <SubmitRow request={create} label={t('staff.add')} />
      </Stack>
    </form>
  );
}

/**
 * Trainers (gym) and staff (ahar, barber): spec 03 section 3's fields, every one required, the
 * photo too; Edit changes the fields and keeps the photo.
 */
function StaffPanel({ resource, title }: { resource: StaffList; title: string }) {
  const t = useStaffT();
  const tm = useMessageT();
  const format = useFormat();
  const columns: EditableColumn<Staff, StaffDraft>[] = [
    { field: 'name', label: t('staff.name') },
    {
      field: 'image',
      label: t('staff.image'),
      readOnly: true,
      render: (row) =>
        row.image ? (
          <Image
            src={row.image}
            alt={t('staff.photoOf', { name: row.name })}
            w={48}
            h={48}
            radius="sm"
          />
        ) : null,
    },
    { field: 'mobile', label: t('staff.mobile'), render: (row) => readablePhone(row.mobile) },
    { field: 'email', label: t('staff.email') },
    {
      field: 'gender',
      label: t('staff.gender'),
      kind: 'select',
      options: STAFF_GENDERS,
      render: (row) => t(`staff.genders.${row.gender}`),
    },
    { field: 'dob', label: t('staff.dob'), kind: 'date', render: (row) => format.date(row.dob) },
    {
      field: 'joindate',
      label: t('staff.joindate'),
      kind: 'date',
      render: (row) => format.date(row.joindate),
    },
    { field: 'experience', label: t('staff.experience'), kind: 'number' },
    { field: 'address', label: t('staff.address'), formOnly: true },
    { field: 'description', label: t('staff.description'), kind: 'textarea', formOnly: true },
    { field: 'vedanId', label: t('staff.vedanId') },
  ];
  return (
    <EditableTable
      title={title}
      resource={resource}
      columns={columns}
      emptyDraft={EMPTY}
      toDraft={toDraft}
      toInput={(draft) => draft}
      schema={staffInputSchema}
      emptyText={tm(STAFF_MESSAGES.empty)}
      loadErrorText={t('staff.loadFailed')}
      addForm={<StaffAddForm resource={resource} />}
    />
  );
}

export function GymTrainers() {
  const t = useStaffT();
  return <StaffPanel resource={staffApi.gymTrainers} title={t('staff.trainers')} />;
}
export function AharStaff() {
  const t = useStaffT();
  return <StaffPanel resource={staffApi.aharStaff} title={t('staff.staff')} />;
}
export function BarberStaff() {
  const t = useStaffT();
  return <StaffPanel resource={staffApi.barberStaff} title={t('staff.staff')} />;
}
