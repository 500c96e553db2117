import { Suspense, lazy, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { NEWS_MESSAGES } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { ArticleForm } from './article-form';
import { useNewsT } from './i18n';
import { useNewsList, usePublishArticle } from './news-api';

// The companies' news items waiting for an administrator (the company area's), loaded for them only.
const CompanyNewsQueue = lazy(async () => ({
  default: (await import('./news-queue')).CompanyNewsQueue,
}));

/** `/newsfeed`: Latest News (spec 01 section 2.3). */
export function NewsPage() {
  const t = useNewsT();
  const tm = useMessageT();
  const format = useFormat();
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const news = useNewsList(page);
  const publish = usePublishArticle();

  let body;
  if (news.isPending) body = <Loading />;
  else if (news.isError)
    body = (
      <Alert color="red" title={tm(errorMessage(news.error, NEWS_MESSAGES.loadFailed))}>
        <Button variant="light" color="red" size="xs" onClick={() => void news.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (news.data.articles.length === 0)
    body = <Text c="dimmed">{tm(NEWS_MESSAGES.empty)}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {news.data.articles.map((article) => (
          <Card key={article._id} withBorder component="article" aria-label={article.title}>
            <Card.Section>
              <Image src={article.image} alt="" h={140} fit="cover" />
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Title order={2} size="h5">
                {article.title}
              </Title>
              <Text size="xs" c="dimmed">
                {t('published', { date: format.date(article.createdAt) })}
              </Text>
              <Text size="sm" lineClamp={3}>
                {article.description}
              </Text>
              <Anchor
                component={Link}
                to={`/newsfeed/${article._id}`}
                aria-label={t('readMoreOf', { title: article.title })}
              >
                {t('readMore')}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('title')}</Title>
      {body}
      <ListPager
        totalPages={news.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('pages')}
      />
      {news.data?.canEdit && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('add')}
          </Title>
          <ArticleForm
            submitLabel={t('publish')}
            pending={publish.isPending}
            error={publish.error}
            onSubmit={(input, reset) => publish.mutate(input, { onSuccess: reset })}
          />
        </Paper>
      )}
      {news.data?.canEdit && (
        <Suspense fallback={<Loading />}>
          <CompanyNewsQueue />
        </Suspense>
      )}
    </Stack>
  );
}
