/*
 * Accounts' roles, messages and rules as plain values, apart from the schemas in `user.ts`, which
 * every form of the accounts shares: a page that shows none of those forms builds none of them.
 */

export const ROLES = ['student', 'recruiter', 'librarian'] as const;
export type Role = (typeof ROLES)[number];

/** Spec 01 section 5 and section 8: every message is word for word. */
export const USER_MESSAGES = {
  phone: 'Phone number must be exactly 10 digits.',
  password:
    'Password must include at least 8 characters, an uppercase letter, a lowercase letter, a number, and a special character.',
  passwordMismatch: 'Password and Confirm Password do not match.',
  loginRequired: 'Email and password are required!',
  invalidCredentials: 'Invalid credentials!',
  loginNetwork: 'Network error or invalid request.',
  email: 'Please enter a valid email address.',
  resetShort: 'Password must be at least 6 characters.',
  resetMismatch: 'Passwords do not match.',
  resetInvalid: 'Invalid or expired reset link.',
  resetFailed: 'Something went wrong. Please try again.',
  forgotFailed: 'Something went wrong. Please try again later.',
  photo: 'Please upload a valid image file under 2MB.',
  profileFailed: 'Failed to update profile. Please try again.',
  logoutFailed: 'Error during logout',
  fullnameRequired: 'Full name is required.',
  duplicateEmail: 'An account with this email already exists.',
  registered: 'Account created successfully.',
  loggedIn: 'Welcome back',
  loggedOut: 'Logged out successfully.',
  forgotSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset. Please log in.',
  resetLinkValid: 'This reset link can be used.',
  profileUpdated: 'Profile updated successfully.',
  rating: 'Rating must be a number from 0 to 5.',
  handlerName: 'Handler name may have at most 40 characters.',
  bio: 'Bio may have at most 500 characters.',
} as const;

/** Spec 01 section 9. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const FORGOT_PASSWORD_REDIRECT_MS = 3000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** At least 8 characters, each class at least once, and nothing outside the four classes. */
export const SIGNUP_PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** The welcome text shown after login, by role (spec 01 section 2.1 and section 6). */
export function welcomeText(role: Role): string {
  switch (role) {
    case 'librarian':
      return 'Welcome! As a librarian you can manage your libraries: seats, members, books and fees.';
    case 'recruiter':
      return 'Welcome! As a recruiter you can manage your companies and post jobs.';
    case 'student':
      return 'Welcome! Browse libraries near you and apply for jobs.';
  }
}
