import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Job } from '@vedann/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useJobValue, useJobsT } from './i18n';

export function CompanyLogo({
  name,
  logo,
  size = 40,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  const t = useJobsT();
  return (
    <Avatar src={logo} alt={t('card.logo', { name })} size={size} radius="sm" color="blue">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** How old a job is, as spec 01 says it: 'Today' or 'N days ago', in the chosen language. */
export function useJobAge() {
  const t = useJobsT();
  return (createdAt: string, now: Date = new Date()) => {
    const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000);
    return days <= 0 ? t('card.today') : t('card.daysAgo', { count: days });
  };
}

/** A salary, kept in LPA, in words that translate: ₹9 lakh per year; ₹9 लाख प्रति वर्ष. */
export function useSalary() {
  const t = useJobsT();
  const format = useFormat();
  return (salary: number) =>
    t('card.salary', { salary: format.lakh(Math.round(salary * 100_000)) });
}

/** A job card of the portal: company, title, location, salary and the job's age. */
export function JobCard({ job }: { job: Job }) {
  const value = useJobValue();
  const age = useJobAge();
  const salary = useSalary();
  return (
    <Card withBorder component="article" aria-label={job.title} padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <CompanyLogo name={job.company.name} logo={job.company.logo} />
            <div>
              <Text fw={600}>{job.company.name}</Text>
              <Text size="sm" c="dimmed">
                {value(job.location)}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed">
            {age(job.createdAt)}
          </Text>
        </Group>
        <Anchor component={Link} to={`/description/${job._id}`} fw={700} fz="lg">
          {job.title}
        </Anchor>
        <Text size="sm" lineClamp={2}>
          {job.description}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{value(job.jobType)}</Badge>
          <Badge variant="light" color="green">
            {salary(job.salary)}
          </Badge>
          <Badge variant="light" color="grape">
            {value(job.industry)}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
