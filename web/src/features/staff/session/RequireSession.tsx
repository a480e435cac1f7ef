import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '@/features/staff/components/Loading';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { staffPaths } from '@/features/staff/paths';
import { useSession } from './session-context';

/** Where the sign-in page sends the person back to, kept in the location's state. */
export interface SignInState {
  from?: { pathname: string; search: string };
}

/**
 * Draws `children` for a signed-in member, and for an admin only when `admin` is set; anyone
 * else goes to sign in, with the page to come back to.
 */
export function RequireSession({
  children,
  admin = false,
}: {
  children: ReactNode;
  admin?: boolean;
}) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'checking') return <Loading />;
  if (state.status === 'signed-out') {
    const from = { pathname: location.pathname, search: location.search };
    return <Navigate to={staffPaths.signIn} replace state={{ from } satisfies SignInState} />;
  }
  if (admin && state.me.role !== 'admin') {
    return (
      <div>
        <PageHeading>For admins only</PageHeading>
        <p>This page is for the clinic&apos;s admins.</p>
      </div>
    );
  }
  return children;
}
