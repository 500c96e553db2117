import { Anchor, Box, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { usePlacementT, type PlacementTexts } from './i18n';

type MenuKey = keyof PlacementTexts['menu'];

/** Spec 04 section 2.3: the menu's groups and where each item goes. */
const MENU: { group: MenuKey; items: { label: MenuKey; to: string }[] }[] = [
  {
    group: 'profile',
    items: [
      { label: 'viewProfile', to: '/placement' },
      { label: 'editProfile', to: '/profiles/edit' },
    ],
  },
  {
    group: 'resume',
    items: [
      { label: 'resumeEdit', to: '/placement/resume' },
      { label: 'resumeSaved', to: '/placement/resume/saved' },
    ],
  },
  {
    group: 'opportunity',
    items: [
      { label: 'enquiry', to: '/placement/opportunity/enquiry' },
      { label: 'apply', to: '/placement/opportunity/apply' },
      { label: 'response', to: '/placement/opportunity/response' },
    ],
  },
  {
    group: 'selfratingGroup',
    items: [
      { label: 'selfrating', to: '/placement/selfrating' },
      { label: 'working', to: '/company/placement' },
    ],
  },
];

function PlacementMenu() {
  const t = usePlacementT();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <Grid gutter="xs">
        {MENU.map(({ group, items }) => (
          <Grid.Col key={group} span={{ base: 6, md: 12 }}>
            <Text fw={700} size="sm" id={`placement-menu-${group}`}>
              {t(`menu.${group}`)}
            </Text>
            <Stack gap={2} component="ul" aria-labelledby={`placement-menu-${group}`} m={0} p={0}>
              {items.map((item) => (
                <li key={item.to} style={{ listStyle: 'none' }}>
                  <Anchor
                    component={Link}
                    to={item.to}
                    size="sm"
                    fw={pathname === item.to ? 700 : 400}
                    {...(pathname === item.to ? { 'aria-current': 'page' as const } : {})}
                  >
                    {t(`menu.${item.label}`)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Grid.Col>
        ))}
      </Grid>
    </Box>
  );
}

/** Every placement page: the menu beside (on a phone, above) the page's own content. */
export function PlacementLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = usePlacementT();
  // "Apply", "Profile", "Working" name the page only beside the word Placement.
  const placement = t('title');
  usePageTitle(title === placement ? title : t('pageTitle', { page: title }));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <PlacementMenu />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
