import { Box, Button, Flex, Stack, Title, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { ConsultantPane } from './consultant-pane';
import { DietHome } from './diet-home';
import { useDietT, type DietTexts } from './i18n';
import { IdentifyPane } from './identify-pane';
import { ReminderPane } from './reminder-pane';
import { InfoPane, VpkItemsPane, VpkPane } from './static-panes';
import { TimetablePane } from './timetable-pane';

export type Pane =
  'home' | 'info' | 'timeTable' | 'reminder' | 'vpk' | 'items' | 'identify' | 'consultant';
type TitleKey = keyof DietTexts['titles'];
type MenuKey = keyof DietTexts['menu'];

/** Each pane's header title (spec 04 section 2.2). */
const TITLES: Record<Pane, TitleKey> = {
  home: 'dietChart',
  info: 'info',
  timeTable: 'timeTable',
  reminder: 'reminder',
  vpk: 'vpk',
  items: 'vpkItems',
  identify: 'vpkIdentify',
  consultant: 'consultant',
};

const MENU: { pane: Pane; label: MenuKey; children?: { pane: Pane; label: MenuKey }[] }[] = [
  { pane: 'info', label: 'info' },
  { pane: 'timeTable', label: 'timeTable' },
  { pane: 'reminder', label: 'reminder' },
  {
    pane: 'vpk',
    label: 'vpk',
    children: [
      { pane: 'items', label: 'items' },
      { pane: 'identify', label: 'identify' },
    ],
  },
  { pane: 'consultant', label: 'consultant' },
];

/** Sidebar widths (spec 04 section 9). */
const OPEN_WIDTH = 250;
const COLLAPSED_WIDTH = 74;

function MenuItem(props: {
  label: string;
  active: boolean;
  collapsed: boolean;
  indent?: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={props.onClick}
      aria-current={props.active ? 'page' : undefined}
      aria-label={props.collapsed ? props.label : undefined}
      title={props.collapsed ? props.label : undefined}
      px="sm"
      py={6}
      pl={props.indent && !props.collapsed ? 'xl' : 'sm'}
      fw={props.active ? 700 : 400}
      bg={props.active ? 'var(--mantine-color-blue-0)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block', width: '100%' }}
    >
      {props.collapsed ? <span aria-hidden>{props.label.slice(0, 2)}</span> : props.label}
    </UnstyledButton>
  );
}

function DietMenu(props: {
  pane: Pane;
  collapsed: boolean;
  onChoose: (pane: Pane) => void;
  toggle?: ReactNode;
}) {
  const t = useDietT();
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      {props.toggle}
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {MENU.map((item) => (
          <li key={item.pane}>
            <MenuItem
              label={t(`menu.${item.label}`)}
              active={props.pane === item.pane}
              collapsed={props.collapsed}
              onClick={() => props.onChoose(item.pane)}
            />
            {item.children && (
              <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {item.children.map((child) => (
                  <li key={child.pane}>
                    <MenuItem
                      label={t(`menu.${child.label}`)}
                      active={props.pane === child.pane}
                      collapsed={props.collapsed}
                      indent
                      onClick={() => props.onChoose(child.pane)}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

const isPane = (value: string | null): value is Pane => value !== null && value in TITLES;

/**
 * /diet: the diet dashboard; its screens are switched in the page, as the spec has it. The pane
 * is in the address (`?pane=reminder`), so the home's figures link to their panes and Back works.
 */
export function DietPage() {
  const t = useDietT();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('pane');
  const pane: Pane = isPane(asked) ? asked : 'home';
  const setPane = (next: Pane) => setSearchParams(next === 'home' ? {} : { pane: next });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'vedann.diet.menuCollapsed',
    defaultValue: false,
  });
  const title = t(`titles.${TITLES[pane]}`);
  usePageTitle(title);

  let content: ReactNode;
  switch (pane) {
    case 'info':
      content = <InfoPane />;
      break;
    case 'timeTable':
      content = <TimetablePane />;
      break;
    case 'reminder':
      content = <ReminderPane />;
      break;
    case 'vpk':
      content = <VpkPane />;
      break;
    case 'items':
      content = <VpkItemsPane />;
      break;
    case 'identify':
      content = <IdentifyPane onSeeFoods={() => setPane('items')} />;
      break;
    case 'consultant':
      content = <ConsultantPane />;
      break;
    default:
      content = <DietHome />;
  }

  const toggle = (
    <Button
      variant="subtle"
      size="xs"
      mb="xs"
      aria-expanded={!collapsed}
      onClick={() => setCollapsed((value) => !value)}
    >
      {collapsed ? t('menu.expand') : t('menu.collapse')}
    </Button>
  );

  return (
    <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
      {/* A phone shows the menu above the pane, whole; from md up it is a collapsible sidebar. */}
      <Box hiddenFrom="md" w="100%">
        <DietMenu pane={pane} collapsed={false} onChoose={setPane} />
      </Box>
      <Box
        visibleFrom="md"
        w={collapsed ? COLLAPSED_WIDTH : OPEN_WIDTH}
        style={{ flexShrink: 0, transition: 'width 150ms ease' }}
      >
        <DietMenu pane={pane} collapsed={collapsed} onChoose={setPane} toggle={toggle} />
      </Box>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }} w="100%">
        <Title order={1} size="h2">
          {title}
        </Title>
        {content}
      </Stack>
    </Flex>
  );
}
