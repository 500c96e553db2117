import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { GENERIC_ERROR, libraryApi, publicTicketInputSchema } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { usePlansT } from './i18n';

interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  title: string;
  description: string;
}

/**
 * Beyond the spec: a visitor raises an enquiry ticket from the library's public page
 * (`/business/:orgId`); it reaches the library's Enquiry Tickets.
 */
export function LibraryEnquiryForm({ orgId }: { orgId: string }) {
  const t = usePlansT();
  const tm = useMessageT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<EnquiryValues>({
    initialValues: { name: '', email: '', phone: '', title: '', description: '' },
    validate: zodFormResolver(publicTicketInputSchema),
  });
  const send = useEndpointMutation(libraryApi.tickets.raise, {
    toCall: (values: EnquiryValues) => ({ params: { orgId }, body: values }),
    onSuccess: (answer) => {
      setSent(answer.message);
      form.reset();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!form.validate().hasErrors) send.mutate(form.getValues());
  };
  return (
    <section aria-labelledby="library-enquiry">
      <Title order={2} size="h4" id="library-enquiry" mb="xs">
        {t('enquiry.askTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t('enquiry.askIntro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <TextInput label={t('enquiry.yourName')} required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="email" label={t('enquiry.email')} {...form.getInputProps('email')} />
            <TextInput type="tel" label={t('enquiry.phone')} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label={t('enquiry.subject')} required {...form.getInputProps('title')} />
          <Textarea
            label={t('enquiry.question')}
            required
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          {sent && (
            <Alert color="green" role="status">
              {tm(sent)}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, GENERIC_ERROR)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('enquiry.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
