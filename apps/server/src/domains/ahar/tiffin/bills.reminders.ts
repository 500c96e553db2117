import { sql } from 'drizzle-orm';
import { owedPayLink, tiffinBillNumber, type MessageChannelName } from '@vedann/contracts';
import { queryRows } from '../../../db/query-rows';
import { messageLanguageOf, rupeesText } from '../../messages';
import { withPayLink } from '../../payments';
import type { ReminderKind } from '../../reminders/reminders.service';
import { reminderStillDue } from '../../reminders/reminders.table';
import { TIFFIN_MEMBER_PAGE, tiffinBillDueMessage } from './bills.messages';
import { ensureTiffinBills } from './bills.service';

export const TIFFIN_BILL_DUE_KIND = 'tiffin-bill-due';

/**
 * "Tiffin bill due": an e-mail, with the UPI pay link and its QR code, to each tiffin member
 * whose bill for the current month (India's) is due, once per bill (person: the bill, period:
 * its month); to the member's own address, else their linked account's (a member with neither
 * gets none: the bills list still shows them). Where the ahar chose WhatsApp or SMS and a
 * provider is configured, it also goes to the phone the ahar keeps. The run first makes the
 * month's bills (decision 0366), so a month that begins is billed even if nobody looks.
 */
export const tiffinBillDueReminder: ReminderKind = {
  name: TIFFIN_BILL_DUE_KIND,
  notification: 'fee-due',
  async listDue(db, today, limit) {
    await ensureTiffinBills(db, sql`true`, today);
    const month = today.slice(0, 7);
    const rows = await queryRows<{
      id: string;
      org_id: string;
      name: string;
      amount: string;
      email: string;
      phone: string;
      language: string | null;
      channel: MessageChannelName | null;
      user_id: string | null;
      ahar: string;
      upi_id: string | null;
      payee_name: string | null;
    }>(
      db,
      sql`select b.id, b.org_id, m.name, b.amount, coalesce(nullif(m.email, ''), u.email) as email,
                 m.phone, coalesce(m.message_language, u.language) as language,
                 m.message_channel as channel, u.id as user_id, o.name as ahar, s.upi_id, s.payee_name
          from tiffin_bills b
          join ahar_regular_members m on m.id = b.member_id
          join organizations o on o.id = b.org_id
          left join users u on u.vedan_id = m.vedan_id and m.vedan_id <> ''
          left join upi_settings s on s.org_id = b.org_id
          where b.month = ${month} and b.status = 'Due' and b.amount > 0
            and coalesce(nullif(m.email, ''), u.email) is not null
            and ${reminderStillDue(TIFFIN_BILL_DUE_KIND, sql`b.id`, sql`${month}`)}
          order by b.id
          limit ${limit}`,
    );
    return Promise.all(
      rows.map(async (r) => {
        const reference = tiffinBillNumber(r.id, month);
        const upi = r.upi_id && r.payee_name ? { upiId: r.upi_id, payeeName: r.payee_name } : null;
        const payLink = owedPayLink(upi, { amount: r.amount, reference });
        return {
          person: r.id,
          period: month,
          orgId: r.org_id,
          to: r.email,
          userId: r.user_id,
          business: r.ahar,
          link: TIFFIN_MEMBER_PAGE,
          phone: r.phone,
          // The member's own channel (decision 0359), else the ahar's.
          channels: r.channel ? [r.channel] : null,
          message: tiffinBillDueMessage(
            { name: r.name, ahar: r.ahar, month, due: r.amount, reference },
            messageLanguageOf(r.language),
          ),
          subject: `Tiffin bill due for ${month}: ${r.ahar}`,
          ...(await withPayLink(
            [
              `Dear ${r.name},`,
              '',
              `Your tiffin bill of ${rupeesText(r.amount)} at ${r.ahar} for ${month} is due (bill ${reference}).`,
              payLink
                ? 'Please pay it by UPI with the link below, then report the UTR on your tiffin page. If you have paid it already, please ignore this e-mail.'
                : 'Please pay it as the ahar tells you. If you have paid it already, please ignore this e-mail.',
              '',
              `${r.ahar}, through Vedann`,
              '',
            ],
            payLink,
          )),
        };
      }),
    );
  },
};
