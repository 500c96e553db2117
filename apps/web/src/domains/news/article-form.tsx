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
import {
  GENERIC_ERROR,
  NEWS_IMAGES,
  NEWS_MESSAGES,
  UPLOADED_IMAGE_PATTERN,
  articleInputSchema,
  newsApi,
  type Article,
  type ArticleInput,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { useMessageT } from '../../i18n';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { useNewsT } from './i18n';

/** The image choices' keys in the catalogue, from their file names (`/news/jobs.svg` -> jobs). */
type ImageKey =
  'jobs' | 'resume' | 'library' | 'gym' | 'ahar' | 'lostnfound' | 'exams' | 'community';
const imageKey = (path: string) => path.replace(/^\/news\/|\.svg$/g, '') as ImageKey;

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
  const t = useNewsT();
  const tm = useMessageT();
  const { article } = props;
  const form = useForm<ArticleValues>({
    mode: 'controlled',
    initialValues: {
      title: article?.title ?? '',
      description: article?.description ?? '',
      url: article?.url ?? '',
      image: article?.image ?? '',
    },
    validate: translated(zodFormResolver<ArticleValues>(articleInputSchema)),
  });
  const upload = useEndpointMutation(newsApi.uploadImage, {
    toCall: (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) throw new Error(NEWS_MESSAGES.imageFile);
      const data = new FormData();
      data.append('image', file);
      return { body: data };
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
        <TextInput label={t('form.title')} {...form.getInputProps('title')} />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t('form.url')}
          placeholder={t('form.urlPlaceholder')}
          {...form.getInputProps('url')}
        />
        <NativeSelect
          label={t('form.image')}
          data={[
            { value: '', label: t('form.chooseImage'), disabled: true },
            ...NEWS_IMAGES.map((choice) => ({
              value: choice.path,
              label: t(`images.${imageKey(choice.path)}`),
            })),
            ...(uploaded ? [{ value: image, label: t('form.uploaded') }] : []),
          ]}
          {...form.getInputProps('image')}
        />
        <FileInput
          label={t('form.upload')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          clearable={false}
          onChange={(file) => {
            if (file) upload.mutate(file);
          }}
          error={
            upload.isError ? tm(errorMessage(upload.error, NEWS_MESSAGES.imageFile)) : undefined
          }
          disabled={upload.isPending}
        />
        {image && <Image src={image} alt={t('form.pictureAlt')} h={90} w="auto" fit="contain" />}
        {props.error !== null && props.error !== undefined && (
          <Alert color="red">{tm(errorMessage(props.error, GENERIC_ERROR))}</Alert>
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
