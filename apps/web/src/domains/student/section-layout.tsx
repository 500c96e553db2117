import type { ReactNode } from 'react';
import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useStudentT } from './i18n';

/**
 * One group of the sidebar: a fixed list whose choice travels in the address (`?param=value`),
 * or, without `param`, links to pages (`value` is the path).
 */
export interface MenuGroup {
  param?: string;
  title: string;
  items: readonly { value: string; label: string }[];
}

/** The chosen value of each menu group, read from the address. */
export function useMenuChoice(params: readonly string[]): Record<string, string | undefined> {
  const [search] = useSearchParams();
  return Object.fromEntries(params.map((param) => [param, search.get(param) ?? undefined]));
}

function hrefWith(search: URLSearchParams, param: string, value: string | undefined): string {
  const next = new URLSearchParams(search);
  if (value === undefined) next.delete(param);
  else next.set(param, value);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/** A sidebar group of links to pages; the current page is marked. */
function PageLinks({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  return (
    <div>
      <Text fw={700} mb={4}>
        {group.title}
      </Text>
      <Stack gap={4}>
        {group.items.map((item) => (
          <Anchor
            key={item.value}
            component={Link}
            to={item.value}
            size="sm"
            fw={pathname === item.value ? 700 : undefined}
            aria-current={pathname === item.value ? 'page' : undefined}
          >
            {item.label}
          </Anchor>
        ))}
      </Stack>
    </div>
  );
}

/** The sidebar of the spec's exam and activity screens; choosing an item filters the content. */
function Sidebar({ title, groups }: { title: string; groups: readonly MenuGroup[] }) {
  const t = useStudentT();
  const [search] = useSearchParams();
  return (
    <Paper withBorder p="md" component="nav" aria-label={t('menu', { title })}>
      <Stack gap="md">
        {groups.map((group) => {
          const { param } = group;
          if (param === undefined) return <PageLinks key={group.title} group={group} />;
          const chosen = search.get(param);
          return (
            <div key={param}>
              <Text fw={700} mb={4}>
                {group.title}
              </Text>
              <Stack gap={4}>
                <Anchor
                  component={Link}
                  to={hrefWith(search, param, undefined)}
                  size="sm"
                  fw={chosen === null ? 700 : undefined}
                  aria-current={chosen === null ? 'true' : undefined}
                  preventScrollReset
                >
                  {t('all')}
                </Anchor>
                {group.items.map((item) => (
                  <Anchor
                    key={item.value}
                    component={Link}
                    to={hrefWith(search, param, item.value)}
                    size="sm"
                    fw={chosen === item.value ? 700 : undefined}
                    aria-current={chosen === item.value ? 'true' : undefined}
                    preventScrollReset
                  >
                    {item.label}
                  </Anchor>
                ))}
              </Stack>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** A page of the spec's "sidebar and a content area" screens. */
export function SectionLayout(props: {
  title: string;
  /** The page title, when the heading (the spec's words) does not name the page alone. */
  pageTitle?: string;
  intro: string;
  groups: readonly MenuGroup[];
  children: ReactNode;
  /** Links or tools above the content (an administrator's link, say). */
  aside?: ReactNode;
}) {
  usePageTitle(props.pageTitle ?? props.title);
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed" mt={4}>
          {props.intro}
        </Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Sidebar title={props.title} groups={props.groups} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Stack gap="md" component="section" aria-label={props.title}>
            {props.aside}
            {props.children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
