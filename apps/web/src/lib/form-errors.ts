import type { FormErrors } from '@mantine/form';
import { translateMessage } from '../i18n';

/**
 * A form's `validate` whose messages (the contracts' English) are shown in the chosen language:
 * `validate: translated(zodFormResolver<V>(schema))`.
 */
export function translated<Values>(
  validate: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  return (values) => {
    const errors = validate(values);
    for (const [field, message] of Object.entries(errors)) {
      if (typeof message === 'string') errors[field] = translateMessage(message);
    }
    return errors;
  };
}
