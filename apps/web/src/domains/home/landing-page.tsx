import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ServiceTiles } from '../dashboard/service-tiles';

interface Destination {
  label: string;
  to: string;
}

const DESTINATIONS: readonly Destination[] = [
  // Buyers and sellers both start at the management service (spec 01 2.3, spec 02 section 1).
  { label: 'Kreta (Buyer)', to: '/mgtservice' },
  { label: 'Vikreta (Seller)', to: '/mgtservice' },
  { label: 'Contact Us', to: '/contactus' },
  { label: 'Student', to: '/service' },
  { label: 'Social', to: '/social' },
  { label: 'Profile', to: '/profile' },
  // The spec shows no destination for Game. Esports is the game activity of the student
  // dashboard (/service/activity/esports), the only place in the product about games.
  { label: 'Game', to: '/service/activity/esports' },
];

export function LandingPage() {
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Welcome to Vedann</Title>
        <Text c="dimmed" mt="xs">
          Jobs, libraries, gyms and small businesses in one place.
        </Text>
      </div>
      <nav aria-label="Where to start">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          {DESTINATIONS.map((destination) => (
            <Button key={destination.label} component={Link} to={destination.to} size="lg">
              {destination.label}
            </Button>
          ))}
        </SimpleGrid>
      </nav>
      <ServiceTiles wide />
      <section aria-labelledby="latest-news">
        <Title order={2} size="h3" id="latest-news" mb="xs">
          Latest News
        </Title>
        <Text>
          What is new on Vedann: jobs, libraries, gyms and more.{' '}
          <Anchor component={Link} to="/newsfeed">
            Read the latest news
          </Anchor>
        </Text>
      </section>
    </Stack>
  );
}
