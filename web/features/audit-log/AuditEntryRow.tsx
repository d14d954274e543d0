// One audit log entry: the time (Slovenian time, 24-hour clock), who (name and a kind tag; a
// neutral "deleted account" when it is gone), what as a sentence in the reader's language, and the
// IP address. The subject in the sentence links to the reservation panel, or to everything the log
// holds about that client or member of staff; the actor's name narrows the log to what they did.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { isAuditAction } from '../../../graph/domain/audit-log.ts';
import { formatCents } from '../../components/money.ts';
import { statusText, typeText } from '../reservations/messages.ts';
import type { Status, StopType } from '../reservations/filters.ts';
import { dateForFormatting, TIME_ZONE } from '../reservations/time.ts';
import { aboutHref, EMPTY_AUDIT_FILTER, writeAuditFilter } from './auditFilters.ts';
import { actionText, actorKindText, refusalText, subjectText } from './messages.ts';
import type { AuditEntryRow_entry$data, AuditEntryRow_entry$key } from './__generated__/AuditEntryRow_entry.graphql';

type AuditEntryData = AuditEntryRow_entry$data;

const fragment = graphql`
  fragment AuditEntryRow_entry on AuditLogEntry {
    createdAt
    action
    ip
    actor {
      kind
      accountId
      name
      deleted
      member {
        name
        former
      }
    }
    subject {
      kind
      nodeId
      label
      deleted
    }
    summary {
      from
      to
      fields
      reason
      name
      kind
      orderNumbers
    }
  }
`;

function statusName(intl: IntlShape, code: string | null | undefined): string {
  return code && code in statusText ? intl.formatMessage(statusText[code as Status]) : (code ?? '—');
}

function stopTypeName(intl: IntlShape, code: string | null | undefined): string {
  return code && code in typeText ? intl.formatMessage(typeText[code as StopType]).toLocaleLowerCase(intl.locale) : (code ?? '—');
}

function money(intl: IntlShape, cents: string | null | undefined): string {
  return cents != null && cents !== '' && Number.isFinite(Number(cents)) ? formatCents(Number(cents), intl.locale) : '—';
}

function localDay(intl: IntlShape, date: string | null | undefined): string {
  return date ? intl.formatDate(dateForFormatting(date), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : '—';
}

/** settings.changed says which setting in its fields. */
function settingsKind(fields: readonly string[]): string {
  if (fields.includes('closedDay')) return 'CLOSED';
  if (fields.includes('reopenedDay')) return 'REOPENED';
  if (fields.includes('openingHours')) return 'HOURS';
  return 'OTHER';
}

function Subject(props: { entry: AuditEntryData }) {
  const intl = useIntl();
  const { subject } = props.entry;
  if (!subject) return null;
  if (subject.deleted || !subject.label) {
    // A reservation or token that is gone keeps its recorded number or name; a client or member does not.
    if ((subject.kind === 'RESERVATION' || subject.kind === 'API_TOKEN') && subject.label) return <strong>{subject.label}</strong>;
    const text =
      subject.kind === 'RESERVATION'
        ? subjectText.deletedReservation
        : subject.kind === 'CLIENT'
          ? subjectText.deletedClient
          : subject.kind === 'API_TOKEN'
            ? subjectText.deletedToken
            : subjectText.deletedStaff;
    return <em className="audit-entry__gone">{intl.formatMessage(text)}</em>;
  }
  if (subject.kind === 'RESERVATION') {
    return (
      <Link className="audit-entry__subject" to={`/adminis/orders/all?open=${encodeURIComponent(subject.label)}`} title={intl.formatMessage({ id: 'audit.openReservation' }, { label: subject.label })}>
        {subject.label}
      </Link>
    );
  }
  return (
    <Link className="audit-entry__subject" to={aboutHref({ id: subject.nodeId, label: subject.label })} title={intl.formatMessage({ id: 'audit.aboutLink' }, { label: subject.label })}>
      {subject.label}
    </Link>
  );
}

/** The sentence's values: the subject as a link, codes turned into words of the reader's language. */
function sentenceValues(intl: IntlShape, entry: AuditEntryData, subject: ReactNode): Record<string, ReactNode> {
  const s = entry.summary;
  const base: Record<string, ReactNode> = { subject, from: s.from ?? '—', to: s.to ?? '—', name: s.name ?? entry.subject?.label ?? '—', kind: s.kind ?? 'OTHER', count: 0, date: '—', reason: '' };
  switch (entry.action) {
    case 'reservation.status_changed':
      return { ...base, from: statusName(intl, s.from), to: statusName(intl, s.to) };
    case 'auth.sign_in.refused':
      return { ...base, reason: intl.formatMessage(s.reason === 'EMAIL_NOT_VERIFIED' || s.reason === 'ACCOUNT_ARCHIVED' ? refusalText[s.reason] : refusalText.other) };
    case 'account.deleted':
      return { ...base, count: s.orderNumbers.length };
    case 'content.price_changed':
      return { ...base, kind: stopTypeName(intl, s.kind), from: money(intl, s.from), to: money(intl, s.to) };
    case 'content.menu_reordered':
      return { ...base, kind: stopTypeName(intl, s.kind) };
    case 'settings.changed':
      return { ...base, kind: settingsKind(s.fields), date: localDay(intl, s.to ?? s.from) };
    case 'note.created':
    case 'note.deleted':
      return { ...base, kind: entry.subject?.kind ?? 'OTHER' };
    default:
      return base;
  }
}

function Actor(props: { entry: AuditEntryData }) {
  const intl = useIntl();
  const { actor } = props.entry;
  const tag = <span className="badge audit-entry__kind">{intl.formatMessage(actorKindText[actor.kind === '%future added value' ? 'SYSTEM' : actor.kind])}</span>;
  let name: ReactNode = null;
  if (actor.name && actor.accountId) {
    const filter =
      actor.kind === 'STAFF'
        ? { ...EMPTY_AUDIT_FILTER, who: 'STAFF' as const, staffId: actor.accountId }
        : { ...EMPTY_AUDIT_FILTER, who: 'CLIENT' as const, clientId: actor.accountId, clientName: actor.name };
    name = (
      <Link className="audit-entry__actor-name" to={`?${writeAuditFilter(new URLSearchParams(), filter).toString()}`}>
        {actor.name}
      </Link>
    );
  } else if (actor.deleted) {
    name = <em className="audit-entry__gone">{intl.formatMessage(subjectText.deletedAccount)}</em>;
  } else if (actor.kind === 'STAFF' && props.entry.action === 'api_token.used') {
    // A restaurant token acts for the restaurant, not for a member.
    name = <em className="audit-entry__gone">{intl.formatMessage(subjectText.restaurantToken)}</em>;
  } else if (actor.kind === 'STAFF' || actor.kind === 'CLIENT') {
    // A failed sign-in to an address no account has.
    name = <em className="audit-entry__gone">{intl.formatMessage(subjectText.unknownAccount)}</em>;
  }
  // Which of the organisation's people acted for it.
  const member = actor.member ? (
    <span className="audit-entry__member">
      {actor.member.former ? intl.formatMessage({ id: 'audit.actor.formerMember' }) : intl.formatMessage({ id: 'audit.actor.member' }, { name: actor.member.name ?? '—' })}
    </span>
  ) : null;
  return (
    <span className="audit-entry__actor">
      {name}
      {member}
      {tag}
    </span>
  );
}

export function AuditEntryRow(props: { entry: AuditEntryRow_entry$key }) {
  const intl = useIntl();
  const entry = useFragment(fragment, props.entry);
  const time = intl.formatTime(entry.createdAt, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });
  const subject = <Subject entry={entry} />;
  const sentence = isAuditAction(entry.action) ? (
    <FormattedMessage {...actionText[entry.action]} values={sentenceValues(intl, entry, subject)} />
  ) : (
    <FormattedMessage id="audit.action.unknown" values={{ name: entry.action }} />
  );
  return (
    <li className="audit-entry" data-action={entry.action}>
      <time className="audit-entry__time" dateTime={String(entry.createdAt)}>
        {time}
      </time>
      <Actor entry={entry} />
      <p className="audit-entry__what">{sentence}</p>
      <span className="audit-entry__ip">{entry.ip ? intl.formatMessage({ id: 'audit.ip' }, { ip: entry.ip }) : intl.formatMessage({ id: 'audit.noIp' })}</span>
    </li>
  );
}
