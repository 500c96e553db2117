import { useState } from 'react';
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
import { errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { ArticleForm } from './article-form';
import { publishArticle, useNewsChange, useNewsList } from './news-api';

/** `/newsfeed`: Latest News (spec 01 section 2.3). */
export function NewsPage() {
  const [page, setPage] = useState(1);
  const news = useNewsList(page);
  const publish = useNewsChange(publishArticle);

  let body;
  if (news.isPending) body = <Loading />;
  else if (news.isError)
    body = (
      <Alert color="red" title={errorMessage(news.error, NEWS_MESSAGES.loadFailed)}>
        <Button variant="light" color="red" size="xs" onClick={() => void news.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (news.data.articles.length === 0) body = <Text c="dimmed">{NEWS_MESSAGES.empty}</Text>;
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
              <Text size="sm" lineClamp={3}>
                {article.description}
              </Text>
              <Anchor
                component={Link}
                to={`/newsfeed/${article._id}`}
                aria-label={`Read more: ${article.title}`}
              >
                Read more
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Latest News</Title>
      {body}
      <ListPager
        totalPages={news.data?.totalPages}
        page={page}
        onChange={setPage}
        label="News pages"
      />
      {news.data?.canEdit && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Add an article
          </Title>
          <ArticleForm
            submitLabel="Publish"
            pending={publish.isPending}
            error={publish.error}
            onSubmit={(input, reset) => publish.mutate(input, { onSuccess: reset })}
          />
        </Paper>
      )}
    </Stack>
  );
}
