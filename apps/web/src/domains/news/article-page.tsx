import { Alert, Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { GENERIC_ERROR, NEWS_MESSAGES } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../../ui/confirm';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { ArticleForm } from './article-form';
import { useNewsT } from './i18n';
import { useArticle, useRemoveArticle, useUpdateArticle } from './news-api';

/** `/newsfeed/:id`: where Read more leads. */
export function ArticlePage() {
  const t = useNewsT();
  const tm = useMessageT();
  const format = useFormat();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const answer = useArticle(id);
  const update = useUpdateArticle();
  const remove = useRemoveArticle();
  const { confirm, dialog } = useConfirm();
  usePageTitle(answer.data?.article.title ?? t('title'));

  const back = (
    <Anchor component={Link} to="/newsfeed">
      {t('back')}
    </Anchor>
  );
  if (answer.isPending) return <Loading />;
  if (answer.isError) {
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>{t('title')}</Title>
        <Alert color="red">{tm(errorMessage(answer.error, NEWS_MESSAGES.loadFailed))}</Alert>
        {back}
      </Stack>
    );
  }
  const { article, canEdit } = answer.data;
  const askAndRemove = async () => {
    const yes = await confirm({
      title: t('removeTitle', { title: article.title }),
      message: t('removeText'),
      confirmLabel: t('remove'),
    });
    // Removed, the page has nothing left to show: back to the list, whose heading takes focus.
    if (yes) remove.mutate(article._id, { onSuccess: () => void navigate('/newsfeed') });
  };
  return (
    <Stack gap="lg" py="md">
      {back}
      <Title order={1}>{article.title}</Title>
      <Text size="sm" c="dimmed">
        {t('published', { date: format.date(article.createdAt) })}
      </Text>
      <Image src={article.image} alt="" h={220} fit="contain" />
      <Text style={{ whiteSpace: 'pre-line' }}>{article.description}</Text>
      {article.url && (
        <Anchor href={article.url} target="_blank" rel="noopener noreferrer">
          {t('readSource')}
        </Anchor>
      )}
      {canEdit && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('edit')}
          </Title>
          <ArticleForm
            key={article._id}
            article={article}
            submitLabel={t('save')}
            pending={update.isPending}
            error={update.error}
            onSubmit={(input) => update.mutate({ id: article._id, input })}
          />
          <Group mt="md">
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() => void askAndRemove()}
            >
              {t('remove')}
            </Button>
          </Group>
          {remove.isError && (
            <Alert color="red" mt="sm">
              {tm(errorMessage(remove.error, GENERIC_ERROR))}
            </Alert>
          )}
          {dialog}
        </Paper>
      )}
    </Stack>
  );
}
