import { sql } from 'drizzle-orm';
import {
  EXPIRY_REMINDER_DAYS,
  addDays,
  owedPayLink,
  type GymFeeStatus,
  type MessageChannelName,
} from '@vedann/contracts';
import { withPayLink } from '../../payments';
import { gymFeeOwed } from './fees.payable';
import type { ReminderKind } from '../../reminders/reminders.service';
import { reminderStillDue } from '../../reminders/reminders.table';
import { queryRows } from '../../../db/query-rows';
import { messageLanguageOf } from '../../messages';
import { membershipExpiringMessage } from './members.messages';

export const MEMBERSHIP_EXPIRY_KIND = 'gym-membership-expiry';

/** A member's own gym page, where their memberships show. */
const MY_GYM_PAGE = '/gym/me';

/**
 * An e-mail to each gym member whose membership ends in 7, 3 or 1 days, each once (person: the
 * member record, period: the expiry date and the days left, so a renewed membership is reminded
 * again before its new expiry). It goes to the member's e-mail, or else to the Vedann account
 * their Vedan ID names; a frozen membership is not reminded while frozen. Where the gym has UPI
 * details and the member owes a fee (the oldest not paid, in rupees), the e-mail carries its UPI
 * pay link and QR code (decision 0343). Where the gym chose WhatsApp or SMS and a provider is
 * configured, it also goes to the member's mobile, in their account's language (decision 0359).
 */
export const membershipExpiryReminder: ReminderKind = {
  name: MEMBERSHIP_EXPIRY_KIND,
  notification: 'membership-expiring',
  async listDue(db, today, limit) {
    const days = EXPIRY_REMINDER_DAYS.map((d) => addDays(today, d));
    const rows = await queryRows<{
      id: string;
      org_id: string;
      name: string;
      member_id: string;
      plan: string;
      expired_date: string;
      email: string;
      mobile: string;
      language: string | null;
      channel: MessageChannelName | null;
      user_id: string | null;
      gym: string;
      invoice_no: string | null;
      amount: string | null;
      penalty: string | null;
      status: GymFeeStatus | null;
      upi_id: string | null;
      payee_name: string | null;
    }>(
      db,
      sql`select m.id, m.org_id, m.name, m.member_id, m.plan,
                 to_char(m.expired_date, 'YYYY-MM-DD') as expired_date,
                 coalesce(nullif(m.email, ''), u.email) as email, m.mobile,
                 coalesce(m.message_language, u.language) as language, m.message_channel as channel,
                 u.id as user_id,
                 o.name as gym, fee.invoice_no, fee.amount, fee.penalty, fee.status,
                 s.upi_id, s.payee_name
          from gym_members m
          join organizations o on o.id = m.org_id
          left join users u on m.vedan_id <> '' and u.vedan_id = m.vedan_id
          left join upi_settings s on s.org_id = m.org_id
          left join lateral (
            select f.invoice_no, f.amount, f.penalty, f.status from gym_fees f
            where f.org_id = m.org_id and f.member_id = m.id and f.status <> 'Paid'
              and f.currency = 'INR'
            order by f.fee_from, f.id limit 1
          ) fee on s.id is not null
          where m.expired_date in (${sql.join(
            days.map((d) => sql`${d}::date`),
            sql`, `,
          )})
            and coalesce(nullif(m.email, ''), u.email) is not null
            and not coalesce(m.frozen_from <= ${today}::date and m.frozen_until >= ${today}::date, false)
            and ${reminderStillDue(
              MEMBERSHIP_EXPIRY_KIND,
              sql`m.id`,
              sql`to_char(m.expired_date, 'YYYY-MM-DD') || ':' || (m.expired_date - ${today}::date)::text`,
            )}
          order by m.id
          limit ${limit}`,
    );
    return Promise.all(
      rows.map(async (r) => {
        const left = Math.round(
          (Date.parse(`${r.expired_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) /
            86_400_000,
        );
        const payLink = r.invoice_no
          ? owedPayLink(
              r.upi_id && r.payee_name ? { upiId: r.upi_id, payeeName: r.payee_name } : null,
              {
                amount: gymFeeOwed({
                  amount: r.amount ?? '0',
                  penalty: r.penalty ?? '0',
                  status: r.status ?? 'Paid',
                  currency: 'INR',
                }),
                reference: r.invoice_no,
              },
            )
          : null;
        return {
          person: r.id,
          period: `${r.expired_date}:${left}`,
          orgId: r.org_id,
          to: r.email,
          userId: r.user_id,
          business: r.gym,
          link: MY_GYM_PAGE,
          phone: r.mobile || null,
          channels: r.channel ? [r.channel] : null,
          message: membershipExpiringMessage(
            {
              name: r.name,
              gym: r.gym,
              plan: r.plan,
              endsOn: r.expired_date,
              memberCode: r.member_id,
            },
            messageLanguageOf(r.language),
          ),
          subject: `Your ${r.gym} membership ends in ${left} day${left === 1 ? '' : 's'}`,
          ...(await withPayLink(
            [
              `Dear ${r.name},`,
              '',
              `Your ${r.plan || 'membership'} at ${r.gym} ends on ${r.expired_date}, in ${left} day${left === 1 ? '' : 's'} (member id ${r.member_id}).`,
              'Renew it at the desk to keep training without a break. If you have renewed already, please ignore this e-mail.',
              ...(payLink ? ['', `A fee of yours is still owed: ${payLink.reference}.`] : []),
              '',
              `${r.gym}, through Vedann`,
              '',
            ],
            payLink,
          )),
        };
      }),
    );
  },
};
