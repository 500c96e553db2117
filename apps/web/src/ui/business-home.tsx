import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { businessDay } from '@vedann/contracts';
import { useFormat } from '../i18n/format';
import { HomeChart, type HomeChartProps } from './home-chart';
import { LoadError } from './load-error';
import { Loading } from './loading';
import './business-home.css';

/** One figure of a home: its value, what it counts, and the screen that lists it. */
export interface HomeTile {
  readonly key: string;
  /** Already written for the page's language (`useFormat`: 1,20,000; ₹4,500.00). */
  readonly value: string;
  readonly label: string;
  readonly to: string;
}

export interface HomeTrend extends HomeChartProps {
  readonly title: string;
}

/** A group of figures about one screen or subject, with a trend where one matters. */
export interface HomeSection {
  readonly key: string;
  readonly title: string;
  readonly tiles: readonly HomeTile[];
  readonly chart?: HomeTrend;
  /** The section's screen, for the chart: "Open Fees". */
  readonly more?: { readonly label: string; readonly to: string };
}

/** What a home's one request gives the component: its state and a way to ask again. */
export interface HomeQuery {
  /** Every home's answer names India's day its figures are for. */
  data?: { today: string } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A business's home (issue 31, decision 0344): its figures as tiles, each a link to the screen
 * that lists them, grouped by subject, with a chart where a trend matters. Every kind's home is
 * this component over its own endpoint. `empty` is shown when the member may see no part.
 */
export function BusinessHome({
  query,
  sections,
  intro,
  empty,
}: {
  query: HomeQuery;
  sections: readonly HomeSection[];
  /** The line above the figures, given the day they are for, written the page's way. */
  intro?: (today: string) => string;
  empty: string;
}) {
  const format = useFormat();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isPending && sections.length === 0) return <Text>{empty}</Text>;
  // The line naming the day shows at once (India's day here), then the server's day.
  const today = query.data?.today ?? businessDay();
  return (
    <Stack gap="lg" className="business-home">
      {intro && <Text>{intro(format.date(today))}</Text>}
      {query.isPending ? (
        <Loading />
      ) : (
        sections.map((section) => <HomeSectionCard key={section.key} section={section} />)
      )}
    </Stack>
  );
}

function HomeSectionCard({ section }: { section: HomeSection }) {
  const titleId = `home-${section.key}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {section.title}
        </Title>
        {section.tiles.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {section.tiles.map((tile) => (
              <Link key={tile.key} to={tile.to} className="business-home-tile">
                <span className="business-home-value">{tile.value}</span>
                <span className="business-home-label">{tile.label}</span>
              </Link>
            ))}
          </SimpleGrid>
        )}
        {section.chart && (
          <figure className="business-home-chart">
            <figcaption>
              <Text fw={600} size="sm">
                {section.chart.title}
              </Text>
            </figcaption>
            <HomeChart
              points={section.chart.points}
              name={section.chart.name}
              valueFormatter={section.chart.valueFormatter}
            />
          </figure>
        )}
        {section.more && (
          <Anchor component={Link} to={section.more.to}>
            {section.more.label}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
