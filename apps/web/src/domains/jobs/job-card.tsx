import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { jobAge, type Job } from '@vedann/contracts';
import { Link } from 'react-router';

export function CompanyLogo({
  name,
  logo,
  size = 40,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  return (
    <Avatar src={logo} alt={`${name} logo`} size={size} radius="sm" color="blue">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** A job card of the portal: company, title, location, salary and the job's age. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Card withBorder component="article" aria-label={job.title} padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <CompanyLogo name={job.company.name} logo={job.company.logo} />
            <div>
              <Text fw={600}>{job.company.name}</Text>
              <Text size="sm" c="dimmed">
                {job.location}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed">
            {jobAge(job.createdAt)}
          </Text>
        </Group>
        <Anchor component={Link} to={`/description/${job._id}`} fw={700} fz="lg">
          {job.title}
        </Anchor>
        <Text size="sm" lineClamp={2}>
          {job.description}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{job.jobType}</Badge>
          <Badge variant="light" color="green">
            {job.salary} LPA
          </Badge>
          <Badge variant="light" color="grape">
            {job.industry}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
