import type { FormErrors } from '@mantine/form';
import { GENERIC_ERROR } from '@vedann/contracts';
import { translateMessage } from '../i18n';

/**
 * The shape of a zod 4 schema that this adapter needs. @mantine/form's own zodResolver reads
 * `error.errors`, which zod 4 removed, and mantine-form-zod-resolver is not installed; declaring
 * the shape here also keeps the web app from depending on zod directly.
 */
interface ParseIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}
export interface SafeParseSchema<Out = unknown> {
  safeParse(
    values: unknown,
  ):
    { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<ParseIssue> } };
}

/**
 * Turns a contract schema into a @mantine/form `validate` function. The contract's messages are
 * the spec's English words; the form shows them in the chosen language (`translateMessage`).
 */
export function zodFormResolver<Values>(schema: SafeParseSchema): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      // A field can fail several checks; the first is the one the spec words for it.
      errors[key] ??= translateMessage(issue.message);
    }
    return errors;
  };
}

/**
 * For a form that shows one message: answers the value as the contract parses it, or null after
 * `showMessage` got the first problem in the chosen language (`fallback` when the schema names
 * none). A value that passes clears the message.
 */
export function parseOrShow<Out>(
  schema: SafeParseSchema<Out>,
  value: unknown,
  showMessage: (message: string | null) => void,
  fallback: string = GENERIC_ERROR,
): Out | null {
  const result = schema.safeParse(value);
  if (result.success) {
    showMessage(null);
    return result.data;
  }
  showMessage(translateMessage(result.error.issues[0]?.message ?? fallback));
  return null;
}
