/*
 * Businesses' kinds, roles, permissions and messages as plain values, apart from the schemas in
 * `organization.ts`: the business shell reads these on every page, and builds no business form.
 */
import type { Role } from '../accounts/user-terms';

export const ORG_KINDS = ['library', 'gym', 'ahar', 'company', 'barber'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

export const ORG_KIND_LABELS: Record<OrgKind, string> = {
  library: 'Library',
  gym: 'Gym',
  ahar: 'Ahar (food business)',
  company: 'Company',
  barber: 'Barber',
};

export const MEMBERSHIP_ROLES = ['owner', 'admin', 'operator', 'staff', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** Owners and admins hold every permission of their organization's kind. */
export const FULL_ACCESS_ROLES: readonly MembershipRole[] = ['owner', 'admin'];

/**
 * Each kind has its own permission set. The gym's twelve are spec 03 section 6, word for word
 * in their keys; the others follow the same idea for the screens of their area.
 */
export const ORG_PERMISSIONS = {
  gym: [
    'nutrition',
    'enquiry',
    'enrollment',
    'exercise',
    'record',
    'invoice',
    'notice',
    'package',
    'sms',
    'accounts',
    'trainer',
    'user',
  ],
  library: [
    'members',
    'seats',
    'attendance',
    'books',
    'loans',
    'fees',
    'plans',
    'enquiry',
    'events',
    'exams',
    'accounts',
    'profile',
  ],
  ahar: [
    'billing',
    'inventory',
    'demand',
    'attendance',
    'accounts',
    'staff',
    'profile',
    'notice',
    'enquiry',
    'maintenance',
    'users',
  ],
  company: ['jobs', 'applicants', 'profile', 'accounts', 'attendance'],
  barber: ['staff', 'attendance', 'billing', 'notice', 'services', 'queue', 'accounts', 'profile'],
} as const satisfies Record<OrgKind, readonly string[]>;

export type OrgPermission<K extends OrgKind = OrgKind> = (typeof ORG_PERMISSIONS)[K][number];

/** The gym's permission labels as the spec shows them on the user form. */
const GYM_PERMISSION_LABELS: Record<OrgPermission<'gym'>, string> = {
  nutrition: 'Nutrition (Diet)',
  enquiry: 'Enquiry',
  enrollment: 'Enrollment (Member)',
  exercise: 'Exercise',
  record: 'Record',
  invoice: 'Invoice',
  notice: 'Notice',
  package: 'Package',
  sms: 'SMS',
  accounts: 'Accounts',
  trainer: 'Trainer',
  user: 'User',
};

const OTHER_PERMISSION_LABELS: Record<string, string> = {
  members: 'Members',
  seats: 'Seats',
  attendance: 'Attendance',
  books: 'Books',
  loans: 'Book loans',
  fees: 'Fees',
  plans: 'Plans',
  enquiry: 'Enquiry',
  events: 'Events',
  exams: 'Exams',
  accounts: 'Accounts',
  profile: 'Profile',
  billing: 'Billing',
  inventory: 'Inventory',
  demand: 'Daily demand',
  staff: 'Staff',
  jobs: 'Jobs',
  applicants: 'Applicants',
  notice: 'Notices',
  services: 'Services and prices',
  queue: 'Walk-in queue',
  maintenance: 'Maintenance',
  users: 'Users',
};

/** The label a permission checkbox shows. */
export function permissionLabel(kind: OrgKind, permission: string): string {
  if (kind === 'gym' && permission in GYM_PERMISSION_LABELS) {
    return GYM_PERMISSION_LABELS[permission as OrgPermission<'gym'>];
  }
  return OTHER_PERMISSION_LABELS[permission] ?? permission;
}

/** Who may register which kind (DESIGN.md section 2); gyms and ahars are open to any account. */
export const KIND_REQUIRES_ROLE: Partial<Record<OrgKind, Role>> = {
  library: 'librarian',
  company: 'recruiter',
};

export const ORG_MESSAGES = {
  nameRequired: 'Business name is required.',
  kindInvalid: 'Choose a kind of business: library, gym, ahar, company or barber.',
  created: 'Business registered.',
  roleRequired: (kind: OrgKind, role: Role) =>
    `Only a ${role} account can register a ${ORG_KIND_LABELS[kind].toLowerCase()}.`,
  notFound: 'Organization not found.',
  chooseOrg: 'Choose one of your businesses first.',
  forbidden: 'You do not have permission to do this.',
} as const;

/** The header the web client sends to choose the current organization. */
export const ORG_HEADER = 'x-org-id';
