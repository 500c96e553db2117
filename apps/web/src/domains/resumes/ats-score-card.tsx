import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { atsScore, type AtsResumeInput } from '@vedann/contracts';
import { useResumesT } from './i18n';

/** The ATS score of spec 01 section 9, out of 100, with a tip for each missing check. */
export function AtsScoreCard({ resume }: { resume: AtsResumeInput }) {
  const t = useResumesT();
  const { score, checks } = atsScore(resume);
  const missing = checks.filter((check) => !check.passed);
  const color = score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ats-score-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="ats-score-title">
            {t('ats.title')}
          </Title>
          <Text fw={700} size="xl">
            {t('ats.score', { score })}
          </Text>
        </Group>
        <Progress value={score} color={color} aria-hidden />
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('ats.checks')}>
          {checks.map((check) => (
            <List.Item key={check.key}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={check.passed ? 'green' : 'gray'} variant="light" flex="none">
                  {t('ats.points', { points: check.points })}
                </Badge>
                <Text size="sm">{t(`ats.${check.key}`)}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        {missing.length > 0 ? (
          <>
            <Text fw={600} size="sm">
              {t('ats.tipsTitle')}
            </Text>
            <List size="sm" aria-label={t('ats.tips')}>
              {missing.map((check) => (
                <List.Item key={check.key}>{t(`ats.${check.key}Tip`)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm" c="green">
            {t('ats.allPass')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
