// Internal notes, shared by the order panel and the client cards: the notes of a reservation or an
// organisation (newest first, with author and time), a form to add one and a delete button on the
// ones this person may delete. The client never sees them; nothing here is mailed. New and deleted
// notes reach the list through the mutation answers (@prependEdge, @deleteEdge).
import { Suspense, useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { STAFF_NOTE_MAX_LENGTH, staffNoteProblem } from '../../../graph/domain/staff-notes.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { commitAsync } from '../forms/commit.ts';
import { ErrorText } from '../forms/Field.tsx';
import { fieldText, problemMessage, type Text } from '../forms/messages.ts';
import { readProblem, type Problem } from '../forms/problems.ts';
import { useLjubljanaDateTime } from '../reservation/Timeline.tsx';
import type { StaffNotes_client$key } from './__generated__/StaffNotes_client.graphql';
import type { StaffNotes_note$data, StaffNotes_note$key } from './__generated__/StaffNotes_note.graphql';
import type { StaffNotes_reservation$key } from './__generated__/StaffNotes_reservation.graphql';
import type { StaffNotesAddMutation } from './__generated__/StaffNotesAddMutation.graphql';
import type { StaffNotesDeleteMutation } from './__generated__/StaffNotesDeleteMutation.graphql';
import type { StaffNotesClientQuery } from './__generated__/StaffNotesClientQuery.graphql';
import type { StaffNotesClientPaginationQuery } from './__generated__/StaffNotesClientPaginationQuery.graphql';
import type { StaffNotesReservationPaginationQuery } from './__generated__/StaffNotesReservationPaginationQuery.graphql';
import './staff-notes.css';

const noteFragment = graphql`
  fragment StaffNotes_note on StaffNote {
    id
    body
    createdAt
    canDelete
    author {
      name
      firstName
      lastName
    }
  }
`;

const addMutation = graphql`
  mutation StaffNotesAddMutation($input: AddStaffNoteInput!, $connections: [ID!]!) {
    addStaffNote(input: $input) {
      staffNoteEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...StaffNotes_note
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation StaffNotesDeleteMutation($input: DeleteStaffNoteInput!, $connections: [ID!]!) {
    deleteStaffNote(input: $input) {
      deletedStaffNoteId @deleteEdge(connections: $connections)
    }
  }
`;

const noteText = defineMessages({
  required: { id: 'notes.error.required' },
  /** Values: `{ max }`. */
  tooLong: { id: 'notes.error.tooLong' },
});

/** What to say about the note's text (the domain rule's codes, or the input check's). */
function noteProblemText(code: string): Text {
  if (code === 'REQUIRED') return { descriptor: noteText.required };
  if (code === 'TOO_LONG') return { descriptor: noteText.tooLong, values: { max: STAFF_NOTE_MAX_LENGTH } };
  if (code === 'INVALID_CHARACTERS') return { descriptor: fieldText.invalidCharacters };
  return { descriptor: fieldText.invalid };
}

/** Older notes load this many at a time (the first page is the fragments' `count`). */
const NOTES_PAGE = 20;

interface NotesConnection {
  readonly __id: string;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & StaffNotes_note$key }>;
}

/** The notes of a reservation (the order panel), the newest 20 first and older ones on request. */
export function ReservationNotes(props: { reservation: StaffNotes_reservation$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<StaffNotesReservationPaginationQuery, StaffNotes_reservation$key>(
    graphql`
      fragment StaffNotes_reservation on Reservation
      @refetchable(queryName: "StaffNotesReservationPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        staffNotes(first: $count, after: $cursor) @connection(key: "StaffNotes_reservation_staffNotes") {
          __id
          edges {
            node {
              id
              ...StaffNotes_note
            }
          }
        }
      }
    `,
    props.reservation,
  );
  if (!data.staffNotes) return null;
  return (
    <StaffNotes
      subjectId={data.id}
      notes={data.staffNotes}
      subject="reservation"
      more={hasNext ? { loading: isLoadingNext, load: () => loadNext(NOTES_PAGE) } : null}
    />
  );
}

/**
 * The notes of an organisation (the client card). A card list shows many clients, so the notes
 * are folded away and loaded when opened.
 */
export function ClientNotes(props: { clientId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="staff-notes-toggle" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <FormattedMessage id="notes.toggle" />
      </summary>
      {open && (
        <Suspense fallback={<span className="spinner staff-notes__loading" aria-hidden="true" />}>
          <ClientNotesLoaded clientId={props.clientId} />
        </Suspense>
      )}
    </details>
  );
}

function ClientNotesLoaded(props: { clientId: string }) {
  const data = useLazyLoadQuery<StaffNotesClientQuery>(
    graphql`
      query StaffNotesClientQuery($id: ID!) {
        node(id: $id) {
          ...StaffNotes_client @alias(as: "client")
        }
      }
    `,
    { id: props.clientId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.node?.client ? <ClientNotesList client={data.node.client} /> : null;
}

function ClientNotesList(props: { client: StaffNotes_client$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<StaffNotesClientPaginationQuery, StaffNotes_client$key>(
    graphql`
      fragment StaffNotes_client on Client
      @refetchable(queryName: "StaffNotesClientPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        staffNotes(first: $count, after: $cursor) @connection(key: "StaffNotes_client_staffNotes") {
          __id
          edges {
            node {
              id
              ...StaffNotes_note
            }
          }
        }
      }
    `,
    props.client,
  );
  if (!data.staffNotes) return null;
  return (
    <StaffNotes
      subjectId={data.id}
      notes={data.staffNotes}
      subject="client"
      more={hasNext ? { loading: isLoadingNext, load: () => loadNext(NOTES_PAGE) } : null}
    />
  );
}

/** A member of staff as notes name them: first and last name, or the sign-in name. */
export function authorName(author: { name: string; firstName?: string | null; lastName?: string | null }): string {
  return [author.firstName, author.lastName].filter(Boolean).join(' ') || author.name;
}

function StaffNotes(props: {
  subjectId: string;
  notes: NotesConnection;
  subject: 'reservation' | 'client';
  more: { loading: boolean; load(): void } | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [add, adding] = useMutation<StaffNotesAddMutation>(addMutation);
  const connections = [props.notes.__id];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = staffNoteProblem(body);
    if (local) {
      setFieldError(local);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setFieldError(null);
    setProblem(null);
    try {
      await commitAsync(add, { input: { subjectId: props.subjectId, body: body.trim() }, connections });
      setBody('');
    } catch (caught) {
      const read = readProblem(caught);
      if (read.fields.body) {
        setFieldError(read.fields.body);
        document.getElementById(fieldId)?.focus();
      } else setProblem(read);
    }
  }

  const count = props.notes.edges.length;
  return (
    <section className="staff-notes" aria-labelledby={headingId} data-testid={`staff-notes-${props.subject}`}>
      {/* On a client card the folding summary already says what this is. */}
      <h3 id={headingId} className={props.subject === 'client' ? 'visually-hidden' : 'staff-notes__title'}>
        <FormattedMessage id={props.subject === 'reservation' ? 'notes.title.reservation' : 'notes.title.client'} />
        {count > 0 && <span className="staff-notes__count">{intl.formatNumber(count)}</span>}
      </h3>
      <p className="staff-notes__hint">
        <FormattedMessage id="notes.hint" />
      </p>
      {count > 0 && (
        <ol className="staff-notes__list">
          {props.notes.edges.map(({ node }) => (
            <NoteItem key={node.id} note={node} connections={connections} />
          ))}
        </ol>
      )}
      {props.more && (
        <button type="button" className="btn btn--small btn--ghost staff-notes__more" onClick={props.more.load} disabled={props.more.loading}>
          <FormattedMessage id="notes.older" />
        </button>
      )}
      <form className="staff-notes__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={adding || undefined}>
        <label htmlFor={fieldId} className="visually-hidden">
          <FormattedMessage id="notes.add.label" />
        </label>
        <textarea
          id={fieldId}
          className="field__input staff-notes__input"
          rows={2}
          value={body}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'notes.add.placeholder' })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {fieldError && <ErrorText id={`${fieldId}-error`} text={noteProblemText(fieldError)} />}
        {problem && (
          <p className="staff-notes__problem" role="alert">
            <FormattedMessage {...problemMessage(problem).descriptor} values={problemMessage(problem).values} />
          </p>
        )}
        <button type="submit" className="btn btn--small btn--ghost staff-notes__add" disabled={adding}>
          <FormattedMessage id="notes.add.submit" />
        </button>
      </form>
    </section>
  );
}

function NoteItem(props: { note: StaffNotes_note$key; connections: string[] }) {
  const note = useFragment(noteFragment, props.note);
  const when = useLjubljanaDateTime();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [remove, removing] = useMutation<StaffNotesDeleteMutation>(deleteMutation);

  async function onDelete() {
    setProblem(null);
    try {
      await commitAsync(remove, { input: { staffNoteId: note.id }, connections: props.connections });
      setConfirming(false);
    } catch (caught) {
      setProblem(readProblem(caught));
    }
  }

  return (
    <li className="staff-note">
      <p className="staff-note__body">{note.body}</p>
      <p className="staff-note__meta">
        <NoteByline note={note} when={when} />
        {note.canDelete && (
          <button type="button" className="staff-note__delete" onClick={() => setConfirming(true)}>
            <FormattedMessage id="notes.delete" />
          </button>
        )}
      </p>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="notes.delete.title" />}
        description={<FormattedMessage id="notes.delete.description" />}
        confirmLabel={<FormattedMessage id="notes.delete.confirm" />}
        busy={removing}
        problem={problem ? <FormattedMessage {...problemMessage(problem).descriptor} values={problemMessage(problem).values} /> : null}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

function NoteByline(props: { note: Pick<StaffNotes_note$data, 'author' | 'createdAt'>; when(iso: string): string }) {
  return (
    <FormattedMessage
      id="notes.byline"
      values={{
        author: <strong className="staff-note__author">{authorName(props.note.author)}</strong>,
        when: <time dateTime={props.note.createdAt}>{props.when(props.note.createdAt)}</time>,
      }}
    />
  );
}
