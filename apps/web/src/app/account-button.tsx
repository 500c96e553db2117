import { VisuallyHidden } from '@mantine/core';
import type { CurrentUser } from '../lib/auth';
import { initialsOf } from './account-links';

/**
 * What the account button shows: the person's initials, and on a wide screen their name. On a
 * phone the name is there for screen readers only, so the button's name is the person's either
 * way. Shared by the menu and the placeholder shown while the menu's code loads, so the header
 * does not move when it arrives.
 */
export function AccountButtonFace({ user, compact }: { user: CurrentUser; compact: boolean }) {
  return (
    <>
      <span className="account-initials" aria-hidden>
        {initialsOf(user.fullname)}
      </span>
      {compact ? (
        <VisuallyHidden>{user.fullname}</VisuallyHidden>
      ) : (
        <span className="account-name">{user.fullname}</span>
      )}
    </>
  );
}
