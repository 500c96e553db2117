import { Alert, Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { GENERIC_ERROR, NEWS_MESSAGES } from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { ArticleForm } from './article-form';
import { removeArticle, updateArticle, useArticle, useNewsChange } from './news-api';

/** `/newsfeed/:id`: where Read more leads. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const answer = useArticle(id);
  const update = useNewsChange(updateArticle);
  const remove = useNewsChange(removeArticle);

  const back = (
    <Anchor component={Link} to="/newsfeed">
      Back to Latest News
    </Anchor>
  );
  if (answer.isPending) return <Loading />;
  if (answer.isError) {
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>Latest News</Title>
        <Alert color="red">{errorMessage(answer.error, NEWS_MESSAGES.loadFailed)}</Alert>
        {back}
      </Stack>
    );
  }
  const { article, canEdit } = answer.data;
  return (
    <Stack gap="lg" py="md">
      {back}
      <Title order={1}>{article.title}</Title>
      <Image src={article.image} alt="" h={220} fit="contain" />
      <Text style={{ whiteSpace: 'pre-line' }}>{article.description}</Text>
      {article.url && (
        <Anchor href={article.url} target="_blank" rel="noopener noreferrer">
          Read the source
        </Anchor>
      )}
      {canEdit && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Edit this article
          </Title>
          <ArticleForm
            key={article._id}
            article={article}
            submitLabel="Save article"
            pending={update.isPending}
            error={update.error}
            onSubmit={(input) => update.mutate({ id: article._id, input })}
          />
          <Group mt="md">
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(article._id, { onSuccess: () => void navigate('/newsfeed') })
              }
            >
              Remove article
            </Button>
          </Group>
          {remove.isError && (
            <Alert color="red" mt="sm">
              {errorMessage(remove.error, GENERIC_ERROR)}
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}
