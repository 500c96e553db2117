import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  LOAN_MESSAGES,
  addDays,
  LOAN_DEFAULT_DAYS,
  libraryApi,
  loanInputSchema,
  todayInIndia,
  type Loan,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { apiDownload, errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DateField } from '../../ui/date-field';
import { WhatsAppSendButton } from '../messages';
import { useLibraryT } from './i18n';
import './library-pages.css';

const PAGE_SIZE = 20;
/** A loan or a return changes the loans and the copies on the shelf. */
const LOAN_CHANGES = [libraryApi.loans.list, libraryApi.books.list, libraryApi.books.get];
/** Spec 02 section 9: the up and down buttons scroll the list 100 px. */
const SCROLL_STEP = 100;

interface LoanValues {
  loanId: string;
  bookName: string;
  bookId: string;
  borrowerName: string;
  loanDate: string;
  dueDate: string;
  borrowerVedanId: string;
  borrowerEmail: string;
}

/** The Add a New Loan form (spec 02 sections 2, 5 and 8). */
function AddLoanForm({ onDone }: { onDone: (loan: Loan | null) => void }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const today = todayInIndia();
  const form = useForm<LoanValues>({
    initialValues: {
      loanId: '',
      bookName: '',
      bookId: '',
      borrowerName: '',
      loanDate: today,
      dueDate: addDays(today, LOAN_DEFAULT_DAYS),
      borrowerVedanId: '',
      borrowerEmail: '',
    },
    validate: zodFormResolver(loanInputSchema),
  });
  const add = useEndpointMutation(libraryApi.loans.create, {
    toCall: (body: LoanValues) => ({ body }),
    stale: LOAN_CHANGES,
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      onDone(answer.loan);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) add.mutate(form.getValues());
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-loan-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-loan-title">
          {t('loans.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('loans.loanId')} required {...form.getInputProps('loanId')} />
          <TextInput
            label={t('loans.bookId')}
            description={t('loans.bookIdHint')}
            {...form.getInputProps('bookId')}
          />
        </SimpleGrid>
        <TextInput label={t('loans.bookName')} required {...form.getInputProps('bookName')} />
        <TextInput
          label={t('loans.borrowerName')}
          required
          {...form.getInputProps('borrowerName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('loans.loanDate')} required {...form.getInputProps('loanDate')} />
          <DateField label={t('loans.dueDate')} {...form.getInputProps('dueDate')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('loans.borrowerVedanId')}
            description={t('loans.borrowerVedanIdHint')}
            {...form.getInputProps('borrowerVedanId')}
          />
          <TextInput
            type="email"
            label={t('loans.borrowerEmail')}
            {...form.getInputProps('borrowerEmail')}
          />
        </SimpleGrid>
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error, LOAN_MESSAGES.addFailed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('loans.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('loans.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The chosen loan: its fields, Return book, the loan slip and, overdue, Send on WhatsApp. */
function LoanDetails({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const format = useFormat();
  const giveBack = useEndpointMutation(libraryApi.loans.return, {
    // No body: the book comes back today.
    toCall: () => ({ params: { id: loan._id }, body: undefined }),
    stale: LOAN_CHANGES,
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  const slip = useMutation({
    mutationFn: () => apiDownload(`/loans/${loan._id}/slip`, `Loan ${loan.loanId}.pdf`),
  });
  const rows: [string, string][] = [
    [t('loans.loanId'), loan.loanId],
    [t('loans.bookId'), loan.bookId || '—'],
    [t('loans.borrowerName'), loan.borrowerName],
    [t('loans.loanDate'), format.date(loan.loanDate)],
    [t('loans.dueDate'), format.date(loan.dueDate)],
    [t('loans.returnedOn'), loan.returnedOn ? format.date(loan.returnedOn) : '—'],
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="loan-details-title">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id="loan-details-title">
          {loan.bookName}
        </Title>
        <LoanStatus loan={loan} />
      </Group>
      <dl className="library-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(giveBack.isError || slip.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(giveBack.error ?? slip.error, LOAN_MESSAGES.notFound)}
        </Alert>
      )}
      <Group>
        {!loan.returnBook && (
          <Button loading={giveBack.isPending} onClick={() => giveBack.mutate()}>
            {t('loans.returnBook')}
          </Button>
        )}
        <Button variant="light" loading={slip.isPending} onClick={() => slip.mutate()}>
          {t('loans.slip')}
        </Button>
        {/* An overdue loan whose borrower's account has a phone (decision 0359). */}
        <WhatsAppSendButton
          subject="library-loan"
          target={loan._id}
          period={loan.dueDate}
          offer={loan.whatsapp}
          stale={[libraryApi.loans.list]}
          name={`${loan.borrowerName} (${loan.bookName})`}
        />
        <Button variant="default" onClick={onClose}>
          {t('loans.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function LoanStatus({ loan }: { loan: Loan }) {
  const t = useLibraryT();
  if (loan.returnBook) return <Badge color="green">{t('loans.returned')}</Badge>;
  return (
    <Badge color={loan.overdue ? 'red' : 'yellow'}>
      {loan.overdue ? t('loans.overdue') : t('loans.pending')}
    </Badge>
  );
}

/**
 * Book loans (`/mgtservice/mgtlibrary/bookloan`): the left list scrolls 100 px with its up and
 * down buttons; the right panel shows the chosen loan or the Add a New Loan form. A loan past its
 * due date has a red background.
 */
export function LoansPage() {
  const t = useLibraryT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Loan | null>(null);
  const [adding, setAdding] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useEndpoint(
    libraryApi.loans.list,
    { query: { page, limit: PAGE_SIZE } },
    { keepPrevious: true },
  );
  // The chosen loan as the list now has it (after a return it shows Returned).
  const current = chosen
    ? (list.data?.loans.find((loan) => loan._id === chosen._id) ?? chosen)
    : null;
  const scroll = (by: number) => scroller.current?.scrollBy({ top: by });

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={LOAN_MESSAGES.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.loans.length === 0) body = <Text c="dimmed">{t('loans.empty')}</Text>;
  else
    body = (
      <div
        className="library-loan-scroll"
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={t('loans.list')}
      >
        <ul className="library-pick-list">
          {list.data.loans.map((loan) => (
            <li key={loan._id}>
              <UnstyledButton
                className="library-pick"
                data-overdue={loan.overdue ? 'true' : undefined}
                aria-current={loan._id === current?._id ? 'true' : undefined}
                onClick={() => {
                  setAdding(false);
                  setChosen(loan);
                }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text span display="block" fw={600} size="sm">
                    {loan.bookName}
                  </Text>
                  <LoanStatus loan={loan} />
                </Group>
                <Text span display="block" size="xs">
                  {t('loans.line', {
                    loanId: loan.loanId,
                    borrower: loan.borrowerName,
                    due: format.date(loan.dueDate),
                  })}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </div>
    );

  let panel;
  if (adding)
    panel = (
      <AddLoanForm
        onDone={(loan) => {
          setAdding(false);
          setChosen(loan);
        }}
      />
    );
  else if (current) panel = <LoanDetails loan={current} onClose={() => setChosen(null)} />;
  else panel = <Text c="dimmed">{t('loans.choose')}</Text>;

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Button
            onClick={() => {
              setChosen(null);
              setAdding(true);
            }}
          >
            {t('loans.addTitle')}
          </Button>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => scroll(-SCROLL_STEP)}>
              {t('loans.up')}
            </Button>
            <Button size="xs" variant="default" onClick={() => scroll(SCROLL_STEP)}>
              {t('loans.down')}
            </Button>
          </Group>
          {body}
          <ListPager
            exportCsv={{ list: libraryApi.loans.list }}
            totalPages={list.data?.totalPages}
            page={page}
            onChange={setPage}
            label={t('loans.pages')}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          {panel}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
