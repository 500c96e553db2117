import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDashboardT } from './i18n';
import { SERVICE_TILES, type ServiceTileKey } from './links';
import './service-tiles.css';

/** What a host shows beside a tile's name: a picture and one line of what the service does. */
export interface ServiceTileDetail {
  icon: ReactNode;
  line: string;
}

/**
 * Our Services (spec 01 section 2.3): on the landing page and on the student dashboard. With
 * `details`, each tile is a card with the host's picture and line under its name (the landing
 * page); without, a plain button (the dashboard).
 */
export function ServiceTiles({
  wide,
  details,
}: {
  wide: boolean;
  details?: (tile: ServiceTileKey) => ServiceTileDetail;
}) {
  const t = useDashboardT();
  return (
    <section aria-labelledby="our-services">
      <Title order={2} size={wide ? 'h3' : 'h4'} id="our-services" mb="sm">
        {t('ourServices')}
      </Title>
      <SimpleGrid cols={wide ? { base: 2, sm: 3, md: 5 } : { base: 2, sm: 3 }} spacing="md">
        {SERVICE_TILES.map((tile) => {
          const detail = details?.(tile.label);
          if (!detail)
            return (
              <Button key={tile.to} component={Link} to={tile.to} variant="light" size="md">
                {t(`links.${tile.label}`)}
              </Button>
            );
          return (
            <Paper key={tile.to} withBorder p="sm" className="service-tile">
              <Group gap="xs" wrap="nowrap">
                {detail.icon}
                <Anchor component={Link} to={tile.to} fw={700} className="service-tile-link">
                  {t(`links.${tile.label}`)}
                </Anchor>
              </Group>
              <Text size="sm" mt={6}>
                {detail.line}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
