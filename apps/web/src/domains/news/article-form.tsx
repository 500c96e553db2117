import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  NativeSelect,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  NEWS_IMAGES,
  NEWS_MESSAGES,
  UPLOADED_IMAGE_PATTERN,
  articleInputSchema,
  type Article,
  type ArticleInput,
} from '@vedann/contracts';
import { apiSend, errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';

/** The server's limit for pictures (spec 01 section 9's 2 MB for images). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

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
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) return Promise.reject(new Error(NEWS_MESSAGES.imageFile));
      const data = new FormData();
      data.append('image', file);
      return apiSend<{ success: true; url: string }>('POST', '/news/images', data);
    },
    onSuccess: (answer) => form.setFieldValue('image', answer.url),
  });
  const image = form.getValues().image;
  const uploaded = UPLOADED_IMAGE_PATTERN.test(image);
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
            ...NEWS_IMAGES.map((choice) => ({ value: choice.path, label: choice.label })),
            ...(uploaded ? [{ value: image, label: 'Uploaded picture' }] : []),
          ]}
          {...form.getInputProps('image')}
        />
        <FileInput
          label="Or upload a picture"
          accept="image/png,image/jpeg,image/webp,image/gif"
          clearable={false}
          onChange={(file) => {
            if (file) upload.mutate(file);
          }}
          error={upload.isError ? errorMessage(upload.error, NEWS_MESSAGES.imageFile) : undefined}
          disabled={upload.isPending}
        />
        {image && <Image src={image} alt="The article's picture" h={90} w="auto" fit="contain" />}
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
