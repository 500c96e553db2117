import { Alert, Button, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GENERIC_ERROR,
  NEWS_IMAGES,
  articleInputSchema,
  type Article,
  type ArticleInput,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';

interface ArticleValues {
  title: string;
  description: string;
  url: string;
  image: string;
}

/** Publishing a new article or editing one: the same fields and rules. */
export function ArticleForm(props: {
  article?: Article;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: ArticleInput, reset: () => void) => void;
}) {
  const { article } = props;
  const form = useForm<ArticleValues>({
    mode: 'controlled',
    initialValues: {
      title: article?.title ?? '',
      description: article?.description ?? '',
      url: article?.url ?? '',
      image: article?.image ?? '',
    },
    validate: zodFormResolver<ArticleValues>(articleInputSchema),
  });
  return (
    <form
      noValidate
      aria-label={props.submitLabel}
      onSubmit={form.onSubmit((values) => props.onSubmit(values, () => form.reset()))}
    >
      <Stack gap="sm">
        <TextInput label="Title" {...form.getInputProps('title')} />
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <TextInput
          label="Source link (optional)"
          placeholder="https://"
          {...form.getInputProps('url')}
        />
        <NativeSelect
          label="Image"
          data={[
            { value: '', label: 'Choose an image', disabled: true },
            ...NEWS_IMAGES.map((image) => ({ value: image.path, label: image.label })),
          ]}
          {...form.getInputProps('image')}
        />
        {props.error !== null && props.error !== undefined && (
          <Alert color="red">{errorMessage(props.error, GENERIC_ERROR)}</Alert>
        )}
        <Group>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
