import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ADMIN_HOME, USER_HOME } from '../auth/guard.ts';
import { signOut } from '../auth/runtime.ts';
import type { SessionSummary } from '../auth/session.ts';
import { avatarInitials, displayName } from '../auth/useSession.ts';
import { sessionRole } from '../auth/abilities.ts';
import { RoleName } from '../components/MemberRole.tsx';
import { memberName } from '../../graph/domain/organisation-members/names.ts';

// Opened by people of several organisations only, so its code (two operations and their forms) is
// fetched when the menu opens, not with every visitor's first page.
const OrganisationSwitcher = lazy(() => import('./OrganisationSwitcher.tsx').then((m) => ({ default: m.OrganisationSwitcher })));

/** The signed-in person's menu: home, account (clients only), log out. A disclosure, not an ARIA menu. */
export function UserMenu(props: { session: SessionSummary }) {
  const { session } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = displayName(session, intl.formatMessage({ id: 'nav.managerBadge' }));
  const close = () => setOpen(false);
  // A member of an organisation: the organisation is the name shown, the person and their role beside it.
  const role = sessionRole(session);
  const person = session.kind === 'user' ? memberName(session.user) : null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'nav.userMenu' }, { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {avatarInitials(session)}
        </span>
        <span className="user-menu__name">
          {name}
          {role && (
            <span className="user-menu__role">
              <RoleName role={role} />
            </span>
          )}
        </span>
        <svg className="user-menu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <span className="user-menu__label">
            <FormattedMessage id="nav.signedInAs" />
          </span>
          <strong>{name}</strong>
          {session.kind === 'user' && person && person !== name && <span className="user-menu__person">{person}</span>}
          {role && (
            <span className="badge" data-testid="member-role">
              <RoleName role={role} />
            </span>
          )}
          {session.kind === 'admin' && (
            <span className="badge">
              {session.admin.isManager ? <FormattedMessage id="nav.managerBadge" /> : <FormattedMessage id="nav.staffBadge" />}
            </span>
          )}
        </p>
        {session.kind === 'user' && open && (
          <Suspense fallback={null}>
            <OrganisationSwitcher onSwitched={close} />
          </Suspense>
        )}
        <ul className="user-menu__list">
          <li>
            <Link to={session.kind === 'user' ? USER_HOME : ADMIN_HOME} onClick={close}>
              <FormattedMessage id="nav.home" />
            </Link>
          </li>
          {session.kind === 'user' && (
            <li>
              <Link to="/user/profile" onClick={close}>
                <FormattedMessage id="nav.account" />
              </Link>
            </li>
          )}
          {session.kind === 'user' && (
            <li>
              <Link to="/user/team" onClick={close}>
                <FormattedMessage id="nav.team" />
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <FormattedMessage id="nav.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
