import { useState } from 'react';
import type { FormErrors } from '@mantine/form';
import { zodFormResolver } from '../lib/zod-form';
import type { Draft, EditableTableProps } from './editable-table-types';

export function adjusted<D extends Draft>(
  adjust: ((previous: D, next: D) => D) | undefined,
  current: D,
  field: keyof D & string,
  value: string | boolean,
): D {
  const next = { ...current, [field]: value };
  return adjust ? adjust(current, next) : next;
}

/** Whether two drafts hold the same values, field by field. */
export function sameDraft<D extends Draft>(draft: D, other: D): boolean {
  const fields = new Set([...Object.keys(draft), ...Object.keys(other)]);
  return [...fields].every((field) => draft[field] === other[field]);
}

/** A draft's errors against the contract, keyed by field, and the body when it has none. */
export function checkDraft<D extends Draft>(
  draft: D,
  props: Pick<EditableTableProps<never, D>, 'schema' | 'toInput'>,
): { input: unknown; errors: FormErrors } {
  const input = props.toInput(draft);
  const errors = zodFormResolver<unknown>(props.schema)(input);
  return { input: Object.keys(errors).length === 0 ? input : null, errors };
}

/** Checks a draft against the contract; the errors are keyed by field. */
export function useDraft<D extends Draft>(
  initial: D,
  props: Pick<EditableTableProps<never, D>, 'schema' | 'toInput' | 'adjust'>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (field: keyof D & string, value: string | boolean) =>
    setDraft((current) => adjusted(props.adjust, current, field, value));
  /** The body to send, or null when the draft breaks a rule (the errors then show). */
  const checked = (): unknown => {
    const { input, errors: found } = checkDraft(draft, props);
    setErrors(found);
    return input;
  };
  return { draft, setDraft, errors, set, checked };
}
