import { ENQUIRY_MESSAGES } from '@vedann/contracts';
import { errorMessage } from '../../lib/api';

/** The catalogue's 'Error: {{message}}' (enquiries:saveError), as the screen's `t` gives it. */
export type SaveErrorT = (key: 'saveError', values: { message: string }) => string;

/**
 * The alert of a failed enquiry save (spec 03 section 8): 'Error: {message}' with the server's
 * message, or the spec's fallback 'Failed to save enquiry' when none arrived, in the chosen
 * language (the contracts' `enquiryErrorText` is the English).
 */
export function enquiryFailureText(error: unknown, t: SaveErrorT): string {
  return t('saveError', { message: errorMessage(error, ENQUIRY_MESSAGES.saveFailed) });
}
