import { Button, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDashboardT } from './i18n';
import { SERVICE_TILES } from './links';

/** Our Services (spec 01 section 2.3): on the landing page and on the student dashboard. */
export function ServiceTiles({ wide }: { wide: boolean }) {
  const t = useDashboardT();
  return (
    <section aria-labelledby="our-services">
      <Title order={2} size={wide ? 'h3' : 'h4'} id="our-services" mb="sm">
        {t('ourServices')}
      </Title>
      <SimpleGrid cols={wide ? { base: 2, sm: 3, md: 5 } : { base: 2, sm: 3 }} spacing="md">
        {SERVICE_TILES.map((tile) => (
          <Button key={tile.to} component={Link} to={tile.to} variant="light" size="md">
            {t(`links.${tile.label}`)}
          </Button>
        ))}
      </SimpleGrid>
    </section>
  );
}
