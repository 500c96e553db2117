import { lazy, Suspense } from 'react';
import { Anchor, Paper, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useHomeFigures, type HomeFiguresAnswer } from './home-figures';
import { useHomeT } from './i18n';
import { Drawing, type DrawingName } from './landing-icons';

// The error state needs the contracts' generic message: it loads only when a read failed.
const LoadError = lazy(async () => ({ default: (await import('../../ui/load-error')).LoadError }));

type FigureKey = 'openJobs' | 'libraries' | 'gyms';

const FIGURES: readonly {
  key: FigureKey;
  drawing: DrawingName;
  to: string;
  value: (answer: HomeFiguresAnswer) => number;
}[] = [
  { key: 'openJobs', drawing: 'jobs', to: '/jobs', value: (answer) => answer.openJobs },
  {
    key: 'libraries',
    drawing: 'seat',
    to: '/library',
    value: (answer) => answer.librariesWithFreeSeat,
  },
  { key: 'gyms', drawing: 'gym', to: '/business?kind=gym', value: (answer) => answer.gyms },
];

/**
 * What is on Vedann today, each figure a link to where it is found. The server renders `/` with
 * them; until an answer is in (a page from the build), each number keeps its place with a dash,
 * so nothing moves when it arrives.
 */
export function LandingFigures() {
  const t = useHomeT();
  const format = useFormat();
  const figures = useHomeFigures();
  const answer = figures.data;
  return (
    <section aria-labelledby="home-figures" aria-busy={figures.isPending}>
      <Title order={2} size="h3" id="home-figures" mb="sm">
        {t('figures.title')}
      </Title>
      {figures.isError && !answer ? (
        <Suspense fallback={null}>
          <LoadError
            error={figures.error}
            fallback={t('figures.failed')}
            onRetry={() => void figures.refetch()}
          />
        </Suspense>
      ) : (
        <>
          {!answer && <VisuallyHidden role="status">{t('figures.loading')}</VisuallyHidden>}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {FIGURES.map((figure) => (
              <Paper key={figure.key} withBorder p="sm" className="home-figure">
                <Drawing name={figure.drawing} size={32} />
                <Anchor component={Link} to={figure.to} className="home-figure-link">
                  {answer ? (
                    <span className="home-figure-value">{format.number(figure.value(answer))}</span>
                  ) : (
                    <span className="home-figure-value" aria-hidden>
                      -
                    </span>
                  )}
                  <span>{t(`figures.${figure.key}`)}</span>
                </Anchor>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
    </section>
  );
}

/** The newest articles' titles, each a link to the article, then the whole news. */
export function LandingNews() {
  const t = useHomeT();
  const news = useHomeFigures().data?.news;
  return (
    <section aria-labelledby="latest-news">
      <Title order={2} size="h3" id="latest-news" mb="xs">
        {t('latestNews')}
      </Title>
      <p className="home-news-intro">{t('newsIntro')}</p>
      {news && news.length === 0 && <p>{t('noNews')}</p>}
      {news && news.length > 0 && (
        <ul className="home-news">
          {news.map((item) => (
            <li key={item._id}>
              <Drawing name="news" size={20} />
              <Anchor component={Link} to={`/newsfeed/${item._id}`}>
                {item.title}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
      {/* Underlined: a link inside text must not stand out by colour alone. */}
      <Anchor component={Link} to="/newsfeed" underline="always">
        {t('readNews')}
      </Anchor>
    </section>
  );
}
