/**
 * The front desk's console (docs/console.md): its own header and pages under /staff, loaded
 * only there (app/router.tsx imports it on demand), so a patient's visit downloads none of it.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { Announcer } from './components/Announcer';
import { ConsoleHeader } from './components/ConsoleHeader';
import { Loading } from './components/Loading';
import { AccountPage } from './pages/AccountPage';
import { AuditPage } from './pages/AuditPage';
import { ConsoleNotFound } from './pages/ConsoleNotFound';
import { InboxPage } from './pages/InboxPage';
import { InvitationPage } from './pages/InvitationPage';
import { RequestPage } from './pages/RequestPage';
import { SignInPage } from './pages/SignInPage';
import { TeamPage } from './pages/TeamPage';
import { staffPaths } from './paths';
import { RequireSession } from './session/RequireSession';
import { useSession } from './session/session-context';
import { SessionProvider } from './session/SessionProvider';
import './StaffConsole.css';

/** /staff itself: the inbox when signed in, else sign in. */
function ConsoleStart() {
  const { state } = useSession();
  if (state.status === 'checking') return <Loading />;
  return (
    <Navigate to={state.status === 'signed-in' ? staffPaths.requests : staffPaths.signIn} replace />
  );
}

/** The pages, relative to /staff. */
function ConsoleRoutes() {
  return (
    <Routes>
      <Route index element={<ConsoleStart />} />
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="invitation" element={<InvitationPage />} />
      <Route
        path="requests"
        element={
          <RequireSession>
            <InboxPage />
          </RequireSession>
        }
      />
      <Route
        path="requests/:reference"
        element={
          <RequireSession>
            <RequestPage />
          </RequireSession>
        }
      />
      <Route
        path="account"
        element={
          <RequireSession>
            <AccountPage />
          </RequireSession>
        }
      />
      <Route
        path="team"
        element={
          <RequireSession admin>
            <TeamPage />
          </RequireSession>
        }
      />
      <Route
        path="audit"
        element={
          <RequireSession admin>
            <AuditPage />
          </RequireSession>
        }
      />
      <Route path="*" element={<ConsoleNotFound />} />
    </Routes>
  );
}

/** The frame: skip link, header, and the pages, drawn afresh at every sign-out. */
function ConsoleFrame() {
  const { generation } = useSession();
  return (
    <div className="staff-console">
      <a className="skip-link" href="#staff-main">
        Skip to main content
      </a>
      <ConsoleHeader />
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        <ConsoleRoutes key={generation} />
      </main>
    </div>
  );
}

export default function StaffConsole() {
  return (
    <SessionProvider>
      <Announcer>
        <ConsoleFrame />
      </Announcer>
    </SessionProvider>
  );
}
