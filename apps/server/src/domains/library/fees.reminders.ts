import { sql } from 'drizzle-orm';
import type { ReminderKind } from '../reminders/reminders.service';
import { reminderStillDue } from '../reminders/reminders.table';
import { owedPayLink, type MessageChannelName } from '@vedann/contracts';
import { queryRows } from '../../db/query-rows';
import { withPayLink } from '../payments';
import { messageLanguageOf } from '../messages';
import { feeDueMessage } from './fees.messages';
import { libraryFeeNumber, libraryMonthOwed } from './fees.payable';

export const FEE_DUE_KIND = 'fee-due';

/** Where a member finds their library in the app: the student dashboard gathers their services. */
export const LIBRARY_MEMBER_PAGE = '/service';

const rupees = (amount: number) => `₹${amount.toFixed(2)}`;

/**
 * An e-mail to each joined member whose fee for the current month (India's) is not fully paid,
 * once per member and month (person: the member record, period: `YYYY-MM`). It goes to the
 * address of the Vedann account the member's Vedan ID names; a member without an account gets
 * none (the fees-due list still shows them). A fee of 0 is never due, and a member who joins
 * later in the month is reminded from the day they joined. Where the library chose WhatsApp or
 * SMS and a provider is configured, it also goes to the account's phone, in its language.
 */
export const feeDueReminder: ReminderKind = {
  name: FEE_DUE_KIND,
  notification: 'fee-due',
  async listDue(db, today, limit) {
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const rows = await queryRows<{
      id: string;
      org_id: string;
      name: string;
      member_id: string;
      fees: string;
      paid: string;
      email: string;
      phone_number: string;
      language: string | null;
      channel: MessageChannelName | null;
      user_id: string;
      library: string;
      upi_id: string | null;
      payee_name: string | null;
    }>(
      db,
      sql`select m.id, m.org_id, m.name, m.member_id, m.fees, coalesce(paid.total, 0) as paid,
                 u.email, u.phone_number, coalesce(m.message_language, u.language) as language,
                 m.message_channel as channel, u.id as user_id, o.name as library, s.upi_id, s.payee_name
          from library_members m
          join users u on u.vedan_id = m.vedan_key
          join organizations o on o.id = m.org_id
          left join upi_settings s on s.org_id = m.org_id
          left join lateral (
            select sum(p.amount) as total from fee_payments p
            where p.member_id = m.id and p.month = ${first}::date
          ) paid on true
          where m.fees > 0 and m.joining_date <= ${today}::date
            and coalesce(paid.total, 0) < m.fees
            and ${reminderStillDue(FEE_DUE_KIND, sql`m.id`, sql`${month}`)}
          order by m.id
          limit ${limit}`,
    );
    return Promise.all(
      rows.map(async (r) => {
        const fee = Number(r.fees);
        const due = Math.round((fee - Number(r.paid)) * 100) / 100;
        const upi = r.upi_id && r.payee_name ? { upiId: r.upi_id, payeeName: r.payee_name } : null;
        const payLink = owedPayLink(upi, {
          amount: libraryMonthOwed(r.fees, r.paid),
          reference: libraryFeeNumber(r.member_id, month),
        });
        return {
          person: r.id,
          period: month,
          orgId: r.org_id,
          to: r.email,
          userId: r.user_id,
          business: r.library,
          link: LIBRARY_MEMBER_PAGE,
          phone: r.phone_number,
          channels: r.channel ? [r.channel] : null,
          message: feeDueMessage(
            {
              name: r.name,
              library: r.library,
              month,
              due: libraryMonthOwed(r.fees, r.paid),
              memberCode: r.member_id,
            },
            messageLanguageOf(r.language),
          ),
          subject: `Fee due for ${month}: ${r.library}`,
          ...(await withPayLink(
            [
              `Dear ${r.name},`,
              '',
              `Your monthly fee of ${rupees(fee)} at ${r.library} for ${month} is due; ${rupees(due)} of it is still to be paid (member id ${r.member_id}).`,
              payLink
                ? 'Please pay it at the desk or by UPI with the link below. If you have paid it already, please ignore this e-mail.'
                : 'Please pay it at the desk or as the library tells you. If you have paid it already, please ignore this e-mail.',
              '',
              `${r.library}, through Vedann`,
              '',
            ],
            payLink,
          )),
        };
      }),
    );
  },
};
