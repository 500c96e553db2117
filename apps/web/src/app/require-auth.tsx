import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../ui/loading';
import { LoadError } from '../ui/load-error';
import { isJustSignedUp, isLoggingOut, useCurrentUser } from '../lib/auth';
import { loginPath, nextFromSearch } from '../lib/next';

/**
 * Renders its children (or the child routes) only for a signed-in account; anyone else goes to
 * /login?next=<the page they asked for>, and the login page brings them back there.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data: user, isPending, error, refetch } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <Loading />;
  // A failed check keeps the account last known (the shell says the check failed); with none
  // known yet the page cannot be shown, nor can the person be sent to log in: only an answer
  // of "nobody" signs them out.
  if (user) return children ?? <Outlet />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isLoggingOut()) return <Navigate to="/" replace />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={loginPath(here)} replace state={{ from: here }} />;
}

/**
 * Sign-up and log-in make no sense for an account that is already signed in (spec 01 2.1). The
 * form shows while the account is looked up, as most who open it are signed out (and the build
 * prerenders /login so); a signed-in account is sent on once known.
 */
export function RedirectIfSignedIn({
  to,
  children,
}: {
  /** Where to, or how to tell when the account becomes known (this renders again then). */
  to: string | (() => string);
  children?: ReactNode;
}) {
  const { data: user } = useCurrentUser();

  // On a lookup error the form is still useful: signing in is how the visitor recovers.
  if (user) return <Navigate to={typeof to === 'function' ? to() : to} replace />;
  return children ?? <Outlet />;
}

/**
 * Spec 01 section 2.1: a signed-in account visiting Sign Up goes home; one Sign Up has just
 * signed in goes where Log In goes (decision 0347).
 */
export function RedirectSignedInHome() {
  return <RedirectIfSignedIn to={() => (isJustSignedUp() ? '/select' : '/')} />;
}

/**
 * Spec 01 section 2.1: a signed-in account visiting Log In goes to /select, or back to the page
 * that sent it to log in (`?next=`), which is also where the login page goes after signing in.
 */
export function RedirectSignedInToSelect() {
  const { search } = useLocation();
  return <RedirectIfSignedIn to={nextFromSearch(search)} />;
}
