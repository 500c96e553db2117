import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ServiceTiles, type ServiceTileKey } from '../dashboard';
import { useHomeT } from './i18n';
import { Drawing } from './landing-icons';
import { LandingFigures, LandingNews } from './landing-figures';
import { LandingSearch } from './landing-search';
import './landing.css';

type DestinationKey = 'kreta' | 'vikreta' | 'contact' | 'student' | 'social' | 'profile' | 'game';

const DESTINATIONS: ReadonlyArray<{ key: DestinationKey; to: string }> = [
  // Buyers and sellers both start at the management service (spec 01 2.3, spec 02 section 1).
  { key: 'kreta', to: '/mgtservice' },
  { key: 'vikreta', to: '/mgtservice' },
  { key: 'contact', to: '/contactus' },
  { key: 'student', to: '/service' },
  { key: 'social', to: '/social' },
  { key: 'profile', to: '/profile' },
  // The spec shows no destination for Game. Esports is the game activity of the student
  // dashboard (/service/activity/esports), the only place in the product about games.
  { key: 'game', to: '/service/activity/esports' },
];

/**
 * `/`: what Vedann is, its live figures (rendered on the server with the page), a search
 * straight to jobs or libraries, the spec's seven buttons and the services, each with a picture
 * and a line of what it does, and the newest news (decision 0353).
 */
export function LandingPage() {
  const t = useHomeT();
  const serviceDetail = (tile: ServiceTileKey) => ({
    icon: <Drawing name={tile} size={28} />,
    line: t(`services.${tile}`),
  });
  return (
    <Stack gap="xl" py="md">
      <div>
        <Title order={1}>{t('welcome')}</Title>
        <Text c="dimmed" mt="xs">
          {t('tagline')}
        </Text>
      </div>
      <LandingFigures />
      <LandingSearch />
      <nav aria-label={t('whereToStart')}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md">
          {DESTINATIONS.map((destination) => (
            <Button
              key={destination.key}
              component={Link}
              to={destination.to}
              size="lg"
              variant="light"
              justify="flex-start"
              leftSection={<Drawing name={destination.key} />}
            >
              {t(`destinations.${destination.key}`)}
            </Button>
          ))}
        </SimpleGrid>
      </nav>
      <ServiceTiles wide details={serviceDetail} />
      <LandingNews />
    </Stack>
  );
}
