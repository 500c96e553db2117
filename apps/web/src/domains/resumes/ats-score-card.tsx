import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { atsScore, type AtsResumeInput } from '@vedann/contracts';

/** The ATS score of spec 01 section 9, out of 100, with a tip for each missing check. */
export function AtsScoreCard({ resume }: { resume: AtsResumeInput }) {
  const { score, checks, tips } = atsScore(resume);
  const color = score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ats-score-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="ats-score-title">
            ATS score
          </Title>
          <Text fw={700} size="xl">
            {score} / 100
          </Text>
        </Group>
        <Progress value={score} color={color} aria-hidden />
        <List spacing={4} size="sm" listStyleType="none" aria-label="ATS checks">
          {checks.map((check) => (
            <List.Item key={check.key}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={check.passed ? 'green' : 'gray'} variant="light" flex="none">
                  {check.points} pts
                </Badge>
                <Text size="sm">{check.label}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        {tips.length > 0 ? (
          <>
            <Text fw={600} size="sm">
              Tips to improve
            </Text>
            <List size="sm" aria-label="ATS tips">
              {tips.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm" c="green">
            Every check passes.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
