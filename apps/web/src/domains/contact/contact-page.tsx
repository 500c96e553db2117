import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  GENERIC_ERROR,
  contactApi,
  contactInputSchema,
  type ContactInput,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { useMessageT } from '../../i18n';
import { zodFormResolver } from '../../lib/zod-form';
import { usePageTitle } from '../../ui/page-title';
import { translated } from '../../lib/form-errors';
import { useContactT } from './i18n';
import { usePlatformAdmin } from '../news';

/** Vedann's own accounts; one list to change if the handles ever move. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/vedann' },
  { label: 'Facebook', href: 'https://www.facebook.com/vedann' },
  { label: 'X (Twitter)', href: 'https://x.com/vedann' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/vedann' },
  { label: 'YouTube', href: 'https://www.youtube.com/@vedann' },
] as const;

interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** `/contactus`: social links and a message form whose messages administrators read. */
export function ContactPage() {
  const t = useContactT();
  const tm = useMessageT();
  usePageTitle(t('title'));
  const isAdmin = usePlatformAdmin();
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phoneNumber: '', message: '' },
    validate: translated(zodFormResolver<ContactValues>(contactInputSchema)),
  });
  const send = useEndpointMutation(contactApi.send, {
    toCall: (body: ContactInput) => ({ body }),
    onSuccess: () => form.reset(),
  });

  return (
    <Stack gap="xl" py="md">
      <Title order={1}>{t('title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <section aria-labelledby="social-links">
          <Title order={2} size="h4" id="social-links" mb="sm">
            {t('followUs')}
          </Title>
          <List spacing="xs">
            {SOCIAL_LINKS.map((link) => (
              <List.Item key={link.label}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
          {isAdmin && (
            <Text mt="lg">
              <Anchor component={Link} to="/admin/contact-messages">
                {t('messagesToUs')}
              </Anchor>
            </Text>
          )}
        </section>
        <Paper withBorder p="md" component="section" aria-labelledby="write-to-us">
          <Title order={2} size="h4" id="write-to-us" mb="sm">
            {t('writeToUs')}
          </Title>
          <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
            <Stack gap="sm">
              <TextInput label={t('name')} autoComplete="name" {...form.getInputProps('name')} />
              <TextInput
                label={t('email')}
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('phone')}
                type="tel"
                autoComplete="tel-national"
                {...form.getInputProps('phoneNumber')}
              />
              <Textarea
                label={t('message')}
                autosize
                minRows={4}
                {...form.getInputProps('message')}
              />
              {send.isSuccess && (
                <Alert color="green" role="status">
                  {tm(send.data.message)}
                </Alert>
              )}
              {send.isError && (
                <Alert color="red">{tm(errorMessage(send.error, GENERIC_ERROR))}</Alert>
              )}
              <Group>
                <Button type="submit" loading={send.isPending}>
                  {t('send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
