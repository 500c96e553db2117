import { Suspense, lazy, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ASSESSMENT_SKILLS,
  ASSESSMENT_TOTAL,
  GENERIC_ERROR,
  assessmentSchema,
  type Assessment,
  type CompanyPlacementApplication,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { parseOrShow } from '../../lib/zod-form';
import { Loading } from '../../ui/loading';
import { useAssess, useCompanyConsent } from './company-api';
import { useCompanyT } from './i18n';
import { FormError } from './placement-parts';

// The chart library loads only when an assessment is drawn.
const AssessmentChart = lazy(async () => ({
  default: (await import('./assessment-chart')).AssessmentChart,
}));

export type Marks = Record<keyof Assessment, string | number>;
export const emptyMarks = (): Marks =>
  Object.fromEntries(ASSESSMENT_SKILLS.map((skill) => [skill, ''])) as Marks;

/** The five given marks (-10 to 10) and their total: the application's and a round's. */
export function MarksInputs({
  marks,
  onChange,
}: {
  marks: Marks;
  onChange: (marks: Marks) => void;
}) {
  const t = useCompanyT();
  const total = ASSESSMENT_SKILLS.reduce((sum, skill) => sum + (Number(marks[skill]) || 0), 0);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {ASSESSMENT_SKILLS.map((skill) => (
          <NumberInput
            key={skill}
            label={t(`recruit.skills.${skill}`)}
            description={t('recruit.outOf', { total: ASSESSMENT_TOTAL })}
            min={-10}
            max={10}
            // Out of range is said ('marks range -10 to +10'), not quietly clamped.
            clampBehavior="none"
            value={marks[skill]}
            onChange={(value) => onChange({ ...marks, [skill]: value })}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('recruit.total', { total })}
      </Text>
    </>
  );
}

export function AssessmentForm({ application }: { application: CompanyPlacementApplication }) {
  const t = useCompanyT();
  const assess = useAssess();
  const consent = useCompanyConsent();
  const [marks, setMarks] = useState<Marks>(() =>
    application.assessment ? { ...application.assessment } : emptyMarks(),
  );
  const [error, setError] = useState<string | null>(null);
  const agreed = application.studentConsent && application.companyConsent;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruit.assessmentTitle')}
      </Title>
      <Text size="sm">
        {application.studentConsent ? t('recruit.studentAgreed') : t('recruit.studentNotYet')}
      </Text>
      <Checkbox
        label={t('recruit.companyConsent')}
        checked={application.companyConsent}
        disabled={consent.isPending}
        onChange={(event) =>
          consent.mutate({ id: application._id, consent: event.currentTarget.checked })
        }
      />
      {!agreed ? (
        <Text size="sm" c="dimmed">
          {t('recruit.needsConsent')}
        </Text>
      ) : (
        <form
          noValidate
          aria-label={t('recruit.assessmentTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            const assessment = parseOrShow(assessmentSchema, marks, setError);
            if (assessment) assess.mutate({ id: application._id, assessment });
          }}
        >
          <Stack gap="xs">
            <MarksInputs marks={marks} onChange={setMarks} />
            <FormError
              error={error ?? (assess.error && errorMessage(assess.error, GENERIC_ERROR))}
            />
            <Group>
              <Button type="submit" loading={assess.isPending}>
                {t('recruit.saveAssessment')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {application.assessment && (
        <Suspense fallback={<Loading />}>
          <AssessmentChart
            assessment={application.assessment}
            title={t('recruit.chartTitle', { name: application.applicant.fullname })}
            skillLabel={(skill) => t(`recruit.skills.${skill}`)}
            marksLabel={t('recruit.marks')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
