/** WhatsApp click-to-chat on the desks' rows (issue 32, item 3; decision 0359). */
export { WhatsAppSendButton, type WhatsAppSendProps } from './whatsapp-send';
