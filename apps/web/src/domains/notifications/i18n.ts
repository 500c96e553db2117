import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@vedann/contracts';
import { registerCatalogue, type Translation } from '../../i18n';

/** The notification centre: the header's bell and its list (issue 31, item 8). */
const en = {
  title: 'Notifications',
  bell: {
    label: 'Notifications',
    unread: 'Notifications, {{count}} unread',
  },
  markAllRead: 'Mark all read',
  empty: 'No notifications yet.',
  unread: 'Unread',
  from: 'From {{business}}',
  /** Each kind's title, above the e-mail's subject. */
  kinds: {
    'application-status': 'Application status',
    interview: 'Interview',
    'lostfound-match': 'Lost and found match',
    'fee-due': 'Fee due',
    'loan-overdue': 'Overdue book',
    'membership-expiring': 'Membership ending',
    'exam-last-date': 'Exam last date',
    'business-notice': 'Message from a business',
    'job-alert': 'Job alert',
  } satisfies Record<NotificationKind, string>,
};
const hi: Translation<typeof en> = {
  title: 'सूचनाएँ',
  bell: {
    label: 'सूचनाएँ',
    unread: 'सूचनाएँ, {{count}} अपठित',
  },
  markAllRead: 'सभी को पढ़ा हुआ करें',
  empty: 'अभी कोई सूचना नहीं है।',
  unread: 'अपठित',
  from: '{{business}} से',
  kinds: {
    'application-status': 'आवेदन की स्थिति',
    interview: 'साक्षात्कार',
    'lostfound-match': 'खोया-पाया मिलान',
    'fee-due': 'फ़ीस बाकी',
    'loan-overdue': 'किताब लौटाने में देरी',
    'membership-expiring': 'सदस्यता समाप्त हो रही है',
    'exam-last-date': 'परीक्षा की अंतिम तिथि',
    'business-notice': 'व्यवसाय का संदेश',
    'job-alert': 'नौकरी अलर्ट',
  },
};

registerCatalogue(
  'notifications',
  { en, hi },
  {
    'Notification not found.': 'सूचना नहीं मिली।',
    'Notification marked read.': 'सूचना पढ़ी हुई मानी गई।',
    'All notifications marked read.': 'सभी सूचनाएँ पढ़ी हुई मानी गईं।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const notificationsCatalogue = en;
export const useNotificationsT = () => useTranslation('notifications').t;
