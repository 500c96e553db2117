import type { Area } from '../../app-context';
import { registerMessageRoutes } from './messages.routes';
import * as messageTables from './messages.table';

export { createMessageChannels, type MessageChannel, type MessageChannels } from './channels';
export { readChannels, whatsAppOffers, type OfferItem } from './messages.service';
export { registerWhatsAppSendRoute } from './messages.routes';
export { registerOwnMessageChoiceRoute } from './own-choice.routes';
export {
  isWhatsAppSignature,
  isWhatsAppVerifyToken,
  readStatusReports,
  statusesBefore,
  whatsAppSignature,
  type StatusReport,
} from './delivery';
export {
  MESSAGE_TEMPLATES,
  broadcastMessage,
  dateInLanguage,
  messageLanguageOf,
  monthInLanguage,
  receiptMessage,
  renderMessage,
  rupeesText,
  type TemplateMessage,
} from './texts';

/**
 * WhatsApp and SMS beside e-mail (issue 32, item 3; decision 0359): each business's channels,
 * the providers that send from the server when configured, the messages' texts in English and
 * Hindi, and the record of what the desk sent by click-to-chat. Core: the reminder job sends
 * through it, and the areas offer its links on their rows.
 */
export const messagesArea: Area = {
  name: 'messages',
  routes(ctx) {
    registerMessageRoutes(ctx);
  },
  tables: [messageTables],
};
