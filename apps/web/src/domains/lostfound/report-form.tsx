import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  FOUND_INPUT_SCHEMAS,
  GENDERS,
  LOST_INPUT_SCHEMAS,
  LOST_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  refusedKeystroke,
  reportFields,
  type LostField,
  type LostKind,
  type RefusedKeystroke,
  type ReportDirection,
} from '@vedann/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { translateMessage } from '../../i18n';
import { useLostFieldMessage, useLostT } from './i18n';
import { useSubmitReport } from './lostfound-api';
import { DateField } from '../../ui/date-field';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const emptyValues = (kind: LostKind, direction: ReportDirection) =>
  Object.fromEntries(reportFields(kind, direction).map((field) => [field.name, ''])) as Record<
    string,
    string
  >;

/** Characters the hints name; any other is shown as itself. */
type CharacterName =
  | 'comma'
  | 'fullStop'
  | 'hyphen'
  | 'slash'
  | 'apostrophe'
  | 'plus'
  | 'digit'
  | 'space'
  | 'letter'
  | 'other';
const CHARACTER_NAMES: Record<string, CharacterName> = {
  ',': 'comma',
  '.': 'fullStop',
  '-': 'hyphen',
  '/': 'slash',
  "'": 'apostrophe',
  '+': 'plus',
};

/** Why a keystroke was not accepted, in the chosen language (issue 18: hints). */
export function useKeystrokeHint() {
  const t = useLostT();
  return (field: LostField, label: string, refused: RefusedKeystroke): string => {
    if (refused.reason === 'secondPoint') return t('hints.secondPoint');
    if (refused.reason === 'tooLong') return t('hints.tooLong', { label });
    const { character } = refused;
    const name: CharacterName =
      CHARACTER_NAMES[character] ??
      (/\d/.test(character)
        ? 'digit'
        : character === ' '
          ? 'space'
          : /\p{L}/u.test(character)
            ? 'letter'
            : 'other');
    const what = t(`hints.chars.${name}`, { character });
    return t(`hints.${field.pattern ?? 'lettersAndSpaces'}`, { what, label });
  };
}

type Outcome = { ok: boolean; text: string } | null;

/** Which message a missing or unusable photo gets (spec 01 section 5). */
function photoProblem(kind: LostKind, file: File | null): string | null {
  const usable = file && IMAGE_TYPES.includes(file.type) && file.size <= PROFILE_PHOTO_MAX_BYTES;
  if (usable) return null;
  if (kind === 'material') return LOST_MESSAGES.materialFileMissing;
  return file ? LOST_MESSAGES.imageInvalid : LOST_MESSAGES.imageMissing;
}

/** One field of a report: a gender choice, a text area, or a text, date or time input. */
function ReportField({
  field,
  id,
  label,
  value,
  error,
  hint,
  onChange,
  onLeave,
}: {
  field: LostField;
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  onChange: (value: string) => void;
  onLeave: () => void;
}) {
  const t = useLostT();
  const fieldMessage = useLostFieldMessage();
  const common = {
    id,
    label: field.unit ? t('units.labelWithUnit', { label, unit: t(`units.${field.unit}`) }) : label,
    withAsterisk: field.required ?? false,
    value,
    error: error && fieldMessage(error, field),
    // Said as it happens (a polite live region), and kept under the field until it is left.
    description: hint ? (
      <span role="status" data-hint>
        {hint}
      </span>
    ) : undefined,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
    maxLength: field.max,
    onBlur: onLeave,
  };
  if (field.input === 'gender')
    return (
      <NativeSelect
        {...common}
        data={[
          { value: '', label: t('genders.select') },
          ...GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
        ]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (field.input === 'textarea')
    return (
      <Textarea
        {...common}
        autosize
        minRows={2}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (field.input === 'date') return <DateField {...common} onChange={onChange} />;
  return (
    <TextInput
      {...common}
      type={field.input === 'time' ? 'time' : 'text'}
      inputMode={
        field.pattern === 'digits' || field.pattern === 'guardianPhone'
          ? 'numeric'
          : field.pattern === 'decimal'
            ? 'decimal'
            : undefined
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** One report form (lost, or found): every field of its kind in a grid, the photo, and submit. */
export function ReportForm({
  kind,
  title,
  direction = 'lost',
}: {
  kind: LostKind;
  title: string;
  direction?: ReportDirection;
}) {
  const t = useLostT();
  const keystrokeHint = useKeystrokeHint();
  const fields = reportFields(kind, direction);
  const schema = direction === 'lost' ? LOST_INPUT_SCHEMAS[kind] : FOUND_INPUT_SCHEMAS[kind];
  const [values, setValues] = useState(() => emptyValues(kind, direction));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hints, setHints] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const submit = useSubmitReport(kind, direction);
  const idPrefix = `${direction}-${kind}`;
  const labelOf = (field: LostField) => t(`fields.${field.name}`, { defaultValue: field.label });

  // Section 5: a keystroke that makes the value fail its pattern is ignored; the hint says why.
  const change = (field: LostField, value: string) => {
    const refused = field.pattern ? refusedKeystroke(field.pattern, value) : undefined;
    if (refused) {
      setHints((current) => ({
        ...current,
        [field.name]: keystrokeHint(field, labelOf(field), refused),
      }));
      return;
    }
    setValues((current) => ({ ...current, [field.name]: value }));
    setErrors(({ [field.name]: _dropped, ...rest }) => rest);
  };
  // A hint stays while the person is in the field, so the next accepted key does not hide it.
  const leave = (field: LostField) => setHints(({ [field.name]: _dropped, ...rest }) => rest);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const problem = photoProblem(kind, photo);
    if (problem || !photo) {
      setOutcome({ ok: false, text: problem ?? LOST_MESSAGES.imageMissing });
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) body.append(name, value);
    body.append('image', photo);
    submit.mutate(body, {
      onSuccess: () => {
        setOutcome({ ok: true, text: LOST_MESSAGES.submitted });
        setValues(emptyValues(kind, direction));
        setHints({});
        setPhoto(null);
        if (photoInput.current) photoInput.current.value = '';
      },
      onError: (error) =>
        setOutcome({
          ok: false,
          text:
            error instanceof ApiError && error.isNetworkError
              ? LOST_MESSAGES.network
              : errorMessage(error, LOST_MESSAGES.submitFailed),
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {fields.map((field) => (
            <ReportField
              key={field.name}
              field={field}
              id={`${idPrefix}-${field.name}`}
              label={labelOf(field)}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              hint={hints[field.name]}
              onChange={(value) => change(field, value)}
              onLeave={() => leave(field)}
            />
          ))}
          <Input.Wrapper label={t('form.photo')} withAsterisk id={`${idPrefix}-image`}>
            <input
              ref={photoInput}
              id={`${idPrefix}-image`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
              onChange={(event) => {
                setPhoto(event.currentTarget.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Input.Wrapper>
        </SimpleGrid>
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} role="alert">
            {translateMessage(outcome.text)}
          </Alert>
        )}
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
