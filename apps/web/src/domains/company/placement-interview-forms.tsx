import { useState } from 'react';
import { Button, FileInput, Group, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import {
  GENERIC_ERROR,
  PLACEMENT_DECISIONS,
  interviewInputSchema,
  type CompanyPlacementApplication,
  type PlacementDecision,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { parseOrShow } from '../../lib/zod-form';
import { useDecide, useSetInterview } from './company-api';
import { useCompanyT } from './i18n';
import { FormError } from './placement-parts';

/** `2026-12-15T10:30` (the browser's local time) from an ISO instant, for datetime-local. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function InterviewForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const save = useSetInterview();
  const [at, setAt] = useState(toLocalInput(application.interviewAt));
  const [address, setAddress] = useState(application.address);
  const [contactNumber, setContactNumber] = useState(application.contactNumber);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-labelledby={`interview-${application._id}`}
      onSubmit={(event) => {
        event.preventDefault();
        const when = at ? new Date(at) : null;
        const input = parseOrShow(
          interviewInputSchema,
          {
            interviewAt: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
            address,
            contactNumber,
          },
          setError,
        );
        if (input) save.mutate({ id: application._id, input });
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={`interview-${application._id}`}>
          {t('recruit.interviewTitle')}
        </Title>
        <TextInput
          type="datetime-local"
          label={t('recruit.interviewAt')}
          required
          value={at}
          onChange={(event) => setAt(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.interviewAddress')}
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <TextInput
          label={t('recruit.contactNumber')}
          type="tel"
          value={contactNumber}
          onChange={(event) => setContactNumber(event.currentTarget.value)}
        />
        <FormError error={error ?? (save.error && errorMessage(save.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('recruit.saveInterview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DecisionForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const decide = useDecide();
  const [decision, setDecision] = useState<PlacementDecision | null>(application.decision);
  const [remark, setRemark] = useState(application.remark);
  const [letter, setLetter] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-labelledby={`decision-${application._id}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!decision) {
          setError(t('recruit.chooseDecision'));
          return;
        }
        setError(null);
        decide.mutate(
          { id: application._id, decision, remark, letter },
          { onSuccess: () => setLetter(null) },
        );
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={`decision-${application._id}`}>
          {t('recruit.decisionTitle')}
        </Title>
        <Select
          label={t('recruit.decision')}
          required
          value={decision}
          onChange={(value) => setDecision(value as PlacementDecision | null)}
          data={PLACEMENT_DECISIONS.map((value) => ({
            value,
            label: t(`recruit.decisions.${value}`),
          }))}
        />
        <Textarea
          label={t('recruit.remark')}
          value={remark}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <FileInput
          label={t('recruit.letterFile')}
          accept="application/pdf"
          clearable
          value={letter}
          onChange={setLetter}
          description={application.letterUrl ? t('recruit.letterKept') : undefined}
        />
        <FormError error={error ?? (decide.error && errorMessage(decide.error, GENERIC_ERROR))} />
        <Group>
          <Button type="submit" loading={decide.isPending}>
            {t('recruit.saveDecision')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
