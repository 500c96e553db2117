import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../ui/loading';
import { LoadError } from '../ui/load-error';
import { isLoggingOut, useCurrentUser } from './auth';

/**
 * Renders its children (or the child routes) only for a signed-in account; anyone else goes to
 * /login. The page they asked for is kept in the navigation state for whoever wants to return.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data: user, isPending, error, refetch } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <Loading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!user) {
    if (isLoggingOut()) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}

/** Sign-up and log-in make no sense for an account that is already signed in (spec 01 2.1). */
export function RedirectIfSignedIn({ to, children }: { to: string; children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return <Loading />;
  // On a lookup error the form is still useful: signing in is how the visitor recovers.
  if (user) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}

/** Spec 01 section 2.1: a signed-in account visiting Sign Up goes home. */
export function RedirectSignedInHome() {
  return <RedirectIfSignedIn to="/" />;
}

/** Spec 01 section 2.1: a signed-in account visiting Log In goes to /select. */
export function RedirectSignedInToSelect() {
  return <RedirectIfSignedIn to="/select" />;
}
