// A reservation's conversation between the client and staff, shared by My reservations and the staff
// order panel: the messages in order (the newest 30, older ones on request), who wrote each and
// when, and a form to write one. Opening it marks the thread read for the viewer's side (staff share
// one read state). New messages arrive live through ConversationLive (useConversationLive). The
// client sees everything here; internal notes are a different box the client never sees.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { MESSAGE_MAX_LENGTH, messageProblem } from '../../../graph/domain/conversation.ts';
import { useMay, useMemberRole } from '../../auth/abilities.ts';
import { roleNames } from '../MemberRole.tsx';
import { commitAsync } from '../forms/commit.ts';
import { ErrorText } from '../forms/Field.tsx';
import { fieldText, problemMessage, type Text } from '../forms/messages.ts';
import { readProblem, type Problem } from '../forms/problems.ts';
import { useLjubljanaDateTime } from '../reservation/Timeline.tsx';
import type { Conversation_reservation$key } from './__generated__/Conversation_reservation.graphql';
import type { ConversationPaginationQuery } from './__generated__/ConversationPaginationQuery.graphql';
import type { ConversationPostMutation } from './__generated__/ConversationPostMutation.graphql';
import type { ConversationReadMutation } from './__generated__/ConversationReadMutation.graphql';
import type { ConversationLoaderQuery } from './__generated__/ConversationLoaderQuery.graphql';
import './conversation.css';

export type Viewer = 'client' | 'staff';

/** Older messages load this many at a time (the first page is the fragment's `count`). */
const PAGE = 30;

const postMutation = graphql`
  mutation ConversationPostMutation($input: PostReservationMessageInput!, $connections: [ID!]!) {
    postReservationMessage(input: $input) {
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          body
          side
          fromMySide
          createdAt
          author {
            name
            firstName
            lastName
          }
          authorPerson {
            name
            former
          }
        }
      }
      reservation {
        id
        unreadMessages
      }
    }
  }
`;

const readMutation = graphql`
  mutation ConversationReadMutation($input: MarkReservationMessagesReadInput!) {
    markReservationMessagesRead(input: $input) {
      reservation {
        id
        unreadMessages
      }
    }
  }
`;

const text = defineMessages({
  required: { id: 'conversation.error.required' },
  /** Values: `{ max }`. */
  tooLong: { id: 'conversation.error.tooLong' },
  closed: { id: 'conversation.error.closed' },
  full: { id: 'conversation.error.full' },
});

function bodyProblemText(code: string): Text {
  if (code === 'REQUIRED') return { descriptor: text.required };
  if (code === 'TOO_LONG') return { descriptor: text.tooLong, values: { max: MESSAGE_MAX_LENGTH } };
  if (code === 'INVALID_CHARACTERS') return { descriptor: fieldText.invalidCharacters };
  return { descriptor: fieldText.invalid };
}

function requestProblemText(problem: Problem): Text {
  if (problem.code === 'CONVERSATION_CLOSED') return { descriptor: text.closed };
  if (problem.code === 'CONVERSATION_FULL') return { descriptor: text.full };
  return problemMessage(problem);
}

/** The conversation of one reservation, loaded by its global ID (the client's cards load it when opened). */
export function ConversationById(props: { reservationId: string; viewer: Viewer }) {
  return (
    <Suspense
      fallback={
        <div className="conversation conversation--loading" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}

function Loaded(props: { reservationId: string; viewer: Viewer }) {
  const data = useLazyLoadQuery<ConversationLoaderQuery>(
    graphql`
      query ConversationLoaderQuery($id: ID!) {
        node(id: $id) {
          ...Conversation_reservation @alias(as: "reservation")
        }
      }
    `,
    { id: props.reservationId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.node?.reservation ? <Conversation reservation={data.node.reservation} viewer={props.viewer} /> : null;
}

const authorText = defineMessages({
  you: { id: 'conversation.author.you' },
  staff: { id: 'conversation.author.staff' },
  client: { id: 'conversation.author.client' },
  member: { id: 'conversation.author.member' },
  formerMember: { id: 'conversation.author.formerMember' },
});

/** Who wrote a message, as this viewer should read it: the client never sees staff names. */
function authorLabel(
  viewer: Viewer,
  message: {
    side: string;
    author: { name: string; firstName?: string | null; lastName?: string | null } | null | undefined;
    /** The organisation's member who wrote a client message (null: an API token, or before members). */
    authorPerson?: { name?: string | null; former: boolean } | null;
  },
): { id: string } | { literal: string } | { id: string; values: Record<string, string> } {
  const person = message.side === 'CLIENT' ? message.authorPerson : null;
  if (person?.former) return authorText.formerMember;
  if (viewer === 'client') return message.side === 'CLIENT' ? (person?.name ? { literal: person.name } : authorText.you) : authorText.staff;
  if (message.side === 'CLIENT') return person?.name ? { ...authorText.member, values: { name: person.name } } : authorText.client;
  const a = message.author;
  return a ? { literal: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.name } : authorText.staff;
}

export function Conversation(props: { reservation: Conversation_reservation$key; viewer: Viewer }) {
  const intl = useIntl();
  const when = useLjubljanaDateTime();
  const headingId = useId();
  const fieldId = useId();
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment<ConversationPaginationQuery, Conversation_reservation$key>(
    graphql`
      fragment Conversation_reservation on Reservation
      @refetchable(queryName: "ConversationPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        id
        conversationOpen
        unreadMessages
        messages(last: $count, before: $cursor) @connection(key: "Conversation_messages") {
          __id
          edges {
            node {
              id
              body
              side
              fromMySide
              createdAt
              author {
                name
                firstName
                lastName
              }
              authorPerson {
                name
                former
              }
            }
          }
        }
      }
    `,
    props.reservation,
  );
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [post, posting] = useMutation<ConversationPostMutation>(postMutation);
  const [markRead] = useMutation<ConversationReadMutation>(readMutation);
  const listRef = useRef<HTMLOListElement>(null);
  // A client writes only in a role that books; the others read the thread.
  const mayWrite = useMay('book');
  const role = useMemberRole();
  const edges = data.messages.edges;
  const count = edges.length;

  // Open means read: now, and whenever a message arrives while it is open.
  useEffect(() => {
    if (data.unreadMessages > 0) markRead({ variables: { input: { reservationId: data.id } }, onError: () => {} });
  }, [data.unreadMessages, data.id, markRead]);

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = messageProblem(body);
    if (local) {
      setFieldError(local);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setFieldError(null);
    setProblem(null);
    try {
      await commitAsync(post, { input: { reservationId: data.id, body: body.trim() }, connections: [data.messages.__id] });
      setBody('');
    } catch (caught) {
      const read = readProblem(caught);
      if (read.fields.body) {
        setFieldError(read.fields.body);
        document.getElementById(fieldId)?.focus();
      } else setProblem(read);
    }
  }

  return (
    <section className={`conversation conversation--${props.viewer}`} aria-labelledby={headingId} data-testid="conversation">
      <h3 id={headingId} className="conversation__title">
        <FormattedMessage id={props.viewer === 'staff' ? 'conversation.title.staff' : 'conversation.title.client'} />
      </h3>
      <p className="conversation__hint">
        <FormattedMessage id={props.viewer === 'staff' ? 'conversation.hint.staff' : 'conversation.hint.client'} />
      </p>
      {hasPrevious && (
        <button type="button" className="btn btn--small btn--ghost conversation__older" onClick={() => loadPrevious(PAGE)} disabled={isLoadingPrevious}>
          <FormattedMessage id="conversation.older" />
        </button>
      )}
      {count > 0 ? (
        <ol className="conversation__list" ref={listRef} aria-live="polite" aria-relevant="additions">
          {edges.map(({ node }) => {
            const label = authorLabel(props.viewer, node);
            return (
              <li key={node.id} className={`conversation__message conversation__message--${node.fromMySide ? 'mine' : 'theirs'} conversation__message--${node.side.toLowerCase()}`}>
                <p className="conversation__meta">
                  <strong className="conversation__author">{'literal' in label ? label.literal : intl.formatMessage(label, 'values' in label ? label.values : undefined)}</strong>
                  {' · '}
                  <time dateTime={node.createdAt}>{when(node.createdAt)}</time>
                </p>
                <p className="conversation__body">{node.body}</p>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="conversation__empty">
          <FormattedMessage id={props.viewer === 'staff' ? 'conversation.empty.staff' : 'conversation.empty.client'} />
        </p>
      )}
      {data.conversationOpen && !mayWrite && role ? (
        <p className="conversation__closed" data-testid="conversation-read-only">
          <FormattedMessage id="conversation.readOnly" values={{ role: intl.formatMessage(roleNames[role]) }} />
        </p>
      ) : data.conversationOpen ? (
        <form className="conversation__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={posting || undefined}>
          <label htmlFor={fieldId} className="conversation__label">
            <FormattedMessage id={props.viewer === 'staff' ? 'conversation.write.staff' : 'conversation.write.client'} />
          </label>
          <textarea
            id={fieldId}
            className="field__input conversation__input"
            rows={3}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${fieldId}-error` : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
          {fieldError && <ErrorText id={`${fieldId}-error`} text={bodyProblemText(fieldError)} />}
          {problem && (
            <p className="conversation__problem" role="alert">
              <FormattedMessage {...requestProblemText(problem).descriptor} values={requestProblemText(problem).values} />
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--small conversation__send" disabled={posting}>
            {posting && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id="conversation.send" />
          </button>
        </form>
      ) : (
        <p className="conversation__closed">
          <FormattedMessage id="conversation.closed" />
        </p>
      )}
    </section>
  );
}

/** "2 unread" next to a reservation: the badge both areas show. */
export function UnreadBadge(props: { count: number; viewer: Viewer }) {
  const intl = useIntl();
  if (props.count <= 0) return null;
  const label =
    props.viewer === 'staff'
      ? intl.formatMessage({ id: 'conversation.unread.staff' }, { count: props.count })
      : intl.formatMessage({ id: 'conversation.unread.client' }, { count: props.count });
  return (
    <span className="unread-badge" data-testid="unread-badge" title={label}>
      <span aria-hidden="true">✉ {intl.formatNumber(props.count)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
