import { useState, type ReactNode } from 'react';
import {
  Checkbox,
  Group,
  Input,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { GENERIC_ERROR } from '@vedann/contracts';
import { useCommonT, useMessageT } from '../i18n';
import { errorMessage } from '../lib/api';
import { wrongFileType } from '../lib/file-choice';
import type { Draft, EditableColumn } from './editable-table-types';
import { DateField } from './date-field';

/** A file column's input: the file is uploaded when chosen, and the field keeps its address. */
function FileField(props: {
  label: string;
  value: string;
  error: ReactNode;
  accept?: string | undefined;
  typeMessage?: string | undefined;
  upload: ((file: File) => Promise<string>) | undefined;
  onChange: (value: string) => void;
}) {
  const t = useCommonT();
  const tm = useMessageT();
  const [state, setState] = useState<{ uploading: boolean; failure: string | null }>({
    uploading: false,
    failure: null,
  });
  const choose = (file: File | undefined, input: HTMLInputElement) => {
    if (!file || !props.upload) return;
    // The field's own words at once for a file of a type it does not take; nothing is sent.
    const wrong =
      props.accept && props.typeMessage
        ? wrongFileType(file, props.accept, props.typeMessage)
        : null;
    if (wrong) {
      input.value = '';
      setState({ uploading: false, failure: tm(wrong) });
      return;
    }
    setState({ uploading: true, failure: null });
    props.upload(file).then(
      (url) => {
        setState({ uploading: false, failure: null });
        props.onChange(url);
      },
      (error: unknown) =>
        setState({ uploading: false, failure: errorMessage(error, GENERIC_ERROR) }),
    );
  };
  return (
    <Input.Wrapper label={props.label} error={state.failure ?? props.error}>
      <Stack gap={2}>
        <input
          // A fresh input once the field is cleared, so the next row starts without a file.
          key={props.value === '' ? 'empty' : 'chosen'}
          type="file"
          aria-label={props.label}
          accept={props.accept}
          disabled={state.uploading}
          onChange={(event) => choose(event.currentTarget.files?.[0], event.currentTarget)}
        />
        {state.uploading && (
          <Group gap={4} role="status">
            <Loader size="xs" />
            <Text size="xs">{t('table.uploading')}</Text>
          </Group>
        )}
        {!state.uploading && props.value !== '' && (
          <Text size="xs" c="dimmed">
            {t('table.fileAttached')}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function FieldInput<D extends Draft>(props: {
  column: EditableColumn<unknown, D>;
  value: string | boolean;
  error: ReactNode;
  onChange: (value: string | boolean) => void;
}) {
  const { column, value, error, onChange } = props;
  const label = column.label;
  const common = { label, 'aria-label': column.label, error };
  switch (column.kind ?? 'text') {
    case 'file':
      return (
        <FileField
          label={column.label}
          value={String(value)}
          error={error}
          accept={column.accept}
          typeMessage={column.typeMessage}
          upload={column.upload}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          aria-label={column.label}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'checkboxes': {
      // Several of the options, kept in the draft as one comma-separated text.
      const chosen = String(value) === '' ? [] : String(value).split(',');
      return (
        <Checkbox.Group
          label={label}
          error={error}
          value={chosen}
          onChange={(next) =>
            onChange((column.options ?? []).filter((option) => next.includes(option)).join(','))
          }
        >
          <Group gap="md" mt={4}>
            {(column.options ?? []).map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={column.optionLabel ? column.optionLabel(option) : option}
              />
            ))}
          </Group>
        </Checkbox.Group>
      );
    }
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[
            column.emptyLabel ? { value: '', label: column.emptyLabel } : '',
            ...(column.options ?? []).map((option) =>
              column.optionLabel ? { value: option, label: column.optionLabel(option) } : option,
            ),
          ]}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return <DateField {...common} value={String(value)} onChange={onChange} />;
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={column.kind === 'number' || column.kind === 'time' ? column.kind : 'text'}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** The fields of a row or of the add form, each with its visible label, in a grid that wraps. */
export function DraftFields<D extends Draft>(props: {
  columns: readonly EditableColumn<never, D>[];
  draft: D;
  errors: FormErrors;
  set: (field: keyof D & string, value: string | boolean) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {props.columns
        .filter((column) => !column.readOnly)
        .map((column) => (
          <FieldInput
            key={column.field}
            column={column as EditableColumn<unknown, D>}
            value={props.draft[column.field] ?? ''}
            error={props.errors[column.field]}
            onChange={(value) => props.set(column.field, value)}
          />
        ))}
    </SimpleGrid>
  );
}
