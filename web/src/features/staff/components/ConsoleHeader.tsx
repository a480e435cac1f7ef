import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { profile } from '@/content';
import { staffPaths } from '@/features/staff/paths';
import { useSession } from '@/features/staff/session/session-context';
import './ConsoleHeader.css';

/** The console's own header: the clinic, the pages the member may open, who is signed in. */
export function ConsoleHeader() {
  const { state, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const me = state.status === 'signed-in' ? state.me : null;

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  const links = me
    ? [
        { to: staffPaths.requests, label: 'Requests' },
        { to: staffPaths.account, label: 'Account' },
        ...(me.role === 'admin'
          ? [
              { to: staffPaths.team, label: 'Team' },
              { to: staffPaths.audit, label: 'Audit' },
            ]
          : []),
      ]
    : [];

  return (
    <header className="console-header">
      <div className="console-header__inner">
        <Link to={staffPaths.root} className="console-header__brand">
          <span className="console-header__clinic">{profile.name}</span>
          <span className="console-header__desk">Front desk</span>
        </Link>
        {me ? (
          <>
            <nav className="console-header__nav" aria-label="Console">
              <ul>
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>{link.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="console-header__user">
              <span className="console-header__name">
                <span className="visually-hidden">Signed in as </span>
                {me.name}
              </span>
              <button
                type="button"
                className="btn btn--ghost-light btn--small"
                onClick={leave}
                disabled={leaving}
              >
                <LogOut aria-hidden="true" size={18} />
                {leaving ? 'Signing out…' : 'Sign out'}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
