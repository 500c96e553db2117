import type { FormErrors } from '@mantine/form';
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
export interface SafeParseSchema {
  safeParse(
    values: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<ParseIssue> } };
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
