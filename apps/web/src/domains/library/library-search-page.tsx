import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  GENERIC_ERROR,
  LIBRARY_SEARCH_MESSAGES,
  SEARCH_FEE_SLIDER,
  SHIFTS,
  libraryApi,
  librarySearchInputSchema,
  todayInIndia,
  type AnswerOf,
  type LibrarySearchResult,
  type Shift,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { ListPager } from '../../ui/list-pager';
import { usePageTitle } from '../../ui/page-title';
import { DateField } from '../../ui/date-field';
import { useLibraryT } from './i18n';

/** Spec 01 section 9: the popup opens one second after the page loads. */
const POPUP_DELAY_MS = 1000;
const PAGE_SIZE = 10;

type SearchAnswer = AnswerOf<typeof libraryApi.search>;

interface SearchForm {
  libraryZone: string;
  pincode: string;
  timeSlot: Shift;
  dateJoining: string;
  fee: number | string;
}

const isShift = (value: string | null): value is Shift =>
  value !== null && (SHIFTS as readonly string[]).includes(value);

function ResultCard({ library, fee }: { library: LibrarySearchResult; fee: number }) {
  const t = useLibraryT();
  const format = useFormat();
  const place = [library.zone, library.city, library.pincode].filter(Boolean).join(', ');
  return (
    <Card withBorder component="article" aria-labelledby={`library-${library._id}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`library-${library._id}`}>
          {library.name}
        </Title>
        {place && <Text size="sm">{place}</Text>}
        {library.address && (
          <Text size="sm" c="dimmed">
            {library.address}
          </Text>
        )}
        <Group gap="xs">
          <Badge color="green" variant="light">
            {t('search.freeSeats', { count: library.freeSeats })}
          </Badge>
          {library.distanceKm !== null && (
            <Badge color="gray" variant="light">
              {library.distanceKm === 0
                ? t('search.sameCity')
                : t('search.distance', { km: format.number(Math.round(library.distanceKm)) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {t('search.plans')}
        </Text>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {library.plans
            .filter((plan) => plan.fee <= fee)
            .map((plan) => (
              <li key={plan._id}>
                <Text size="sm" component="span">
                  {plan.name}: {format.money(plan.fee)}
                </Text>
              </li>
            ))}
        </ul>
        <Anchor component={Link} to={library.publicPage}>
          {t('search.seePage', { name: library.name })}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The fee: typed, or chosen on the slider (which stops at its maximum). */
function FeeFields({
  fee,
  onChange,
}: {
  fee: SearchForm['fee'];
  onChange: (fee: SearchForm['fee']) => void;
}) {
  const t = useLibraryT();
  const format = useFormat();
  const feeNumber = typeof fee === 'number' ? fee : Number(fee);
  return (
    <>
      <NumberInput
        label={t('search.fee')}
        required
        min={0}
        prefix="₹"
        thousandSeparator=","
        value={fee}
        onChange={onChange}
      />
      <div>
        <Text size="sm" fw={500} id="fee-slider-label">
          {t('search.feeSlider')}
        </Text>
        <Slider
          min={SEARCH_FEE_SLIDER.min}
          max={SEARCH_FEE_SLIDER.max}
          step={50}
          thumbLabel={t('search.feeSlider')}
          label={(value) => format.money(value)}
          value={Number.isFinite(feeNumber) ? Math.min(feeNumber, SEARCH_FEE_SLIDER.max) : 0}
          onChange={onChange}
          mb="sm"
        />
      </div>
    </>
  );
}

/** The libraries found for the search that was sent, paged by the server. */
function SearchResults({
  answer,
  submitted,
  resultsRef,
  onPage,
}: {
  answer: SearchAnswer;
  submitted: SearchForm;
  resultsRef: RefObject<HTMLElement | null>;
  onPage: (page: number) => void;
}) {
  const t = useLibraryT();
  const tm = useMessageT();
  const format = useFormat();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" id="library-results">
          {t('search.results', { pincode: submitted.pincode })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('search.yourSearch', {
            shift: t(`shifts.${submitted.timeSlot}`),
            date: format.date(submitted.dateJoining),
            fee: format.money(Number(submitted.fee)),
          })}
        </Text>
        <Text size="sm" role="status">
          {t('search.found', { count: answer.total })}
        </Text>
      </div>
      {answer.libraries.length === 0 ? (
        <Text>{tm(LIBRARY_SEARCH_MESSAGES.empty)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {answer.libraries.map((library) => (
            <ResultCard key={library._id} library={library} fee={Number(submitted.fee)} />
          ))}
        </SimpleGrid>
      )}
      <ListPager
        totalPages={answer.totalPages}
        page={answer.page}
        label={t('search.pages')}
        scrollTo={resultsRef}
        onChange={onPage}
      />
    </Stack>
  );
}

/**
 * `/library`: library search (spec 01 sections 4, 5, 7; spec 02 section 2). The popup opens a
 * second after load and closes on Cancel or after a successful search; results are paged by the
 * server. `?timeSlot=` chooses the shift; `?pincode=` (the landing page's search) fills the pincode
 * and searches at once, for today and the default fee, without waiting for the popup.
 */
export function LibrarySearchPage({ shift }: { shift?: Shift }) {
  const t = useLibraryT();
  const tm = useMessageT();
  usePageTitle(t('search.title'));
  const [params] = useSearchParams();
  const wanted = params.get('timeSlot');
  const addressPincode = params.get('pincode')?.trim() ?? '';
  const [opened, setOpened] = useState(false);
  const [form, setForm] = useState<SearchForm>({
    libraryZone: '',
    pincode: addressPincode,
    timeSlot: shift ?? (isShift(wanted) ? wanted : 'Morning'),
    dateJoining: todayInIndia(),
    fee: 1000,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<SearchForm | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const search = useEndpointMutation(libraryApi.search, {
    toCall: (input: { form: SearchForm; page: number }) => ({
      body: { ...input.form, page: input.page, limit: PAGE_SIZE },
    }),
    onSuccess: (_answer, input) => {
      setSubmitted(input.form);
      setOpened(false);
    },
  });

  /** Sends the search, or shows in the popup why it cannot be sent. */
  const send = (candidate: SearchForm) => {
    const checked = librarySearchInputSchema.safeParse(candidate);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? LIBRARY_SEARCH_MESSAGES.required);
      setOpened(true);
      return;
    }
    setInvalid(null);
    search.mutate({ form: candidate, page: 1 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(form);
  };

  // A pincode in the address is searched at once (once); otherwise the popup opens after a second.
  const sendFirst = useRef(addressPincode ? () => send(form) : null);
  const fromAddress = addressPincode !== '';
  useEffect(() => {
    if (fromAddress) {
      const first = sendFirst.current;
      sendFirst.current = null;
      first?.();
      return;
    }
    const timer = window.setTimeout(() => setOpened(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [fromAddress]);

  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const answer = search.data;

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{t('search.title')}</Title>
        <Text>{t('search.intro')}</Text>
      </div>
      <Group>
        <Button onClick={() => setOpened(true)}>{t('search.open')}</Button>
      </Group>

      <Modal opened={opened} onClose={() => setOpened(false)} title={t('search.modalTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('search.libraryZone')}
              description={t('search.libraryZoneHint')}
              value={form.libraryZone}
              onChange={(e) => set('libraryZone', e.currentTarget.value)}
            />
            <TextInput
              label={t('search.pincode')}
              required
              inputMode="numeric"
              maxLength={6}
              value={form.pincode}
              onChange={(e) => set('pincode', e.currentTarget.value)}
            />
            <Select
              label={t('search.timeSlot')}
              required
              allowDeselect={false}
              data={SHIFTS.map((shift) => ({ value: shift, label: t(`shifts.${shift}`) }))}
              value={form.timeSlot}
              onChange={(value) => isShift(value) && set('timeSlot', value)}
            />
            <DateField
              label={t('search.dateJoining')}
              required
              value={form.dateJoining}
              onChange={(value) => set('dateJoining', value)}
            />
            <FeeFields fee={form.fee} onChange={(value) => set('fee', value)} />
            {(invalid || search.isError) && (
              <Alert color="red" role="alert">
                {invalid ? tm(invalid) : errorMessage(search.error, GENERIC_ERROR)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('search.cancel')}
              </Button>
              <Button type="submit" loading={search.isPending}>
                {t('search.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <section ref={resultsRef} aria-labelledby="library-results" aria-busy={search.isPending}>
        {answer && submitted ? (
          <SearchResults
            answer={answer}
            submitted={submitted}
            resultsRef={resultsRef}
            onPage={(page) => search.mutate({ form: submitted, page })}
          />
        ) : (
          <Text c="dimmed" id="library-results">
            {t('search.none')}
          </Text>
        )}
      </section>
    </Stack>
  );
}

/** `/library/full`: the search for a full-day seat (docs/areas/library.md, library section). */
export function FullDaySearchPage() {
  return <LibrarySearchPage shift="Full day" />;
}
