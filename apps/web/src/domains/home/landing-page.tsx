import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ServiceTiles } from '../dashboard';
import { useHomeT } from './i18n';

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

export function LandingPage() {
  const t = useHomeT();
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{t('welcome')}</Title>
        <Text c="dimmed" mt="xs">
          {t('tagline')}
        </Text>
      </div>
      <nav aria-label={t('whereToStart')}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          {DESTINATIONS.map((destination) => (
            <Button key={destination.key} component={Link} to={destination.to} size="lg">
              {t(`destinations.${destination.key}`)}
            </Button>
          ))}
        </SimpleGrid>
      </nav>
      <ServiceTiles wide />
      <section aria-labelledby="latest-news">
        <Title order={2} size="h3" id="latest-news" mb="xs">
          {t('latestNews')}
        </Title>
        <Text>
          {t('newsIntro')}{' '}
          {/* Underlined: a link inside text must not stand out by colour alone. */}
          <Anchor component={Link} to="/newsfeed" underline="always">
            {t('readNews')}
          </Anchor>
        </Text>
      </section>
    </Stack>
  );
}
