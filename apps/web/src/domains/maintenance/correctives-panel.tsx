import { useState, type FormEvent } from 'react';
import {
  Anchor,
  FileInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CORRECTIVE_MESSAGES,
  CORRECTIVE_STATUSES,
  businessDay,
  correctiveInputSchema,
  maintenanceApi,
  type Corrective,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEndpointMutation } from '../../lib/endpoint';
import { wrongFileType } from '../../lib/file-choice';
import { zodFormResolver } from '../../lib/zod-form';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { useMaintenanceT } from './i18n';
import { SubmitRow } from '../../ui/submit-row';
import { DateField } from '../../ui/date-field';

interface CorrectiveDraft extends Record<string, string> {
  reportDate: string;
  instrumentName: string;
  instrumentId: string;
  contactPerson: string;
  correctiveAction: string;
  status: string;
}

const emptyDraft = (): CorrectiveDraft => ({
  reportDate: businessDay(),
  instrumentName: '',
  instrumentId: '',
  contactPerson: '',
  correctiveAction: '',
  status: 'Pending',
});

const TEXT_FIELDS = ['instrumentName', 'instrumentId', 'contactPerson'] as const;
const PDF_ONLY = 'application/pdf';

/** Adding sends the fields with the optional PDF as multipart (the field `file`). */
function CorrectiveAddForm() {
  const t = useMaintenanceT();
  const tm = useMessageT();
  const [draft, setDraft] = useState<CorrectiveDraft>(emptyDraft);
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useEndpointMutation(maintenanceApi.addCorrective, {
    toCall: (body: FormData) => ({ body }),
    stale: [maintenanceApi.correctives],
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setDraft(emptyDraft());
      setPdf(null);
    },
  });
  const set = (field: keyof CorrectiveDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(correctiveInputSchema)(draft) as Record<string, string>;
    // The spec's check before sending: a PDF, or nothing.
    const wrongFile = wrongFileType(pdf, PDF_ONLY, CORRECTIVE_MESSAGES.pdfOnly);
    if (wrongFile) found.file = tm(wrongFile);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    for (const [field, value] of Object.entries(draft)) body.set(field, value);
    if (pdf) body.set('file', pdf);
    create.mutate(body);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('correctives.addTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('correctives.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <DateField
            label={t('correctives.reportDate')}
            value={draft.reportDate}
            error={errors.reportDate}
            onChange={(value) => set('reportDate', value)}
          />
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`correctives.${field}`)}
              value={draft[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.currentTarget.value)}
            />
          ))}
          <NativeSelect
            label={t('correctives.status')}
            value={draft.status}
            error={errors.status}
            data={CORRECTIVE_STATUSES.map((value) => ({
              value,
              label: t(`correctives.statuses.${value}`),
            }))}
            onChange={(event) => set('status', event.currentTarget.value)}
          />
          <FileInput
            label={t('correctives.file')}
            accept={PDF_ONLY}
            value={pdf}
            error={errors.file}
            clearable
            onChange={(file) => {
              // The spec's words as soon as a file of another type is chosen.
              const wrong = wrongFileType(file, PDF_ONLY, CORRECTIVE_MESSAGES.pdfOnly);
              setErrors((current) => ({ ...current, file: wrong ? tm(wrong) : '' }));
              setPdf(file);
            }}
          />
        </SimpleGrid>
        <Textarea
          label={t('correctives.correctiveAction')}
          autosize
          minRows={2}
          value={draft.correctiveAction}
          error={errors.correctiveAction}
          onChange={(event) => set('correctiveAction', event.currentTarget.value)}
        />
        <SubmitRow request={create} label={t('correctives.add')} />
      </Stack>
    </form>
  );
}

/**
 * Corrective actions (spec 03 sections 2 to 8): report date, instrument name and id, contact
 * person, a PDF, the action and a status (Pending by default, or Completed, changed freely by
 * Edit, which keeps the PDF).
 */
export function CorrectivesPanel() {
  const t = useMaintenanceT();
  const format = useFormat();
  const columns: EditableColumn<Corrective, CorrectiveDraft>[] = [
    { field: 'instrumentName', label: t('correctives.instrumentName') },
    {
      field: 'reportDate',
      label: t('correctives.reportDate'),
      kind: 'date',
      render: (row) => format.date(row.reportDate),
    },
    { field: 'instrumentId', label: t('correctives.instrumentId') },
    { field: 'contactPerson', label: t('correctives.contactPerson') },
    { field: 'correctiveAction', label: t('correctives.correctiveAction'), kind: 'textarea' },
    {
      field: 'status',
      label: t('correctives.status'),
      kind: 'select',
      options: CORRECTIVE_STATUSES,
      render: (row) => t(`correctives.statuses.${row.status}`),
    },
    {
      field: 'file',
      label: t('correctives.file'),
      readOnly: true,
      render: (row) =>
        row.file ? (
          <Anchor href={row.file} target="_blank" rel="noopener">
            {t('correctives.open', { name: row.fileName || t('correctives.file') })}
          </Anchor>
        ) : null,
    },
  ];
  return (
    <EditableTable
      title={t('correctives.title')}
      resource={maintenanceApi.correctives}
      columns={columns}
      emptyDraft={emptyDraft()}
      toDraft={(row) => ({
        reportDate: row.reportDate,
        instrumentName: row.instrumentName,
        instrumentId: row.instrumentId,
        contactPerson: row.contactPerson,
        correctiveAction: row.correctiveAction,
        status: row.status,
      })}
      toInput={(draft) => draft}
      schema={correctiveInputSchema}
      emptyText={t('correctives.empty')}
      loadErrorText={t('correctives.loadFailed')}
      addForm={<CorrectiveAddForm />}
    />
  );
}
