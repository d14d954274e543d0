// Internal notes, shared by the order panel and the client cards: the notes of a reservation or an
// organisation (newest first, with author and time), a form to add one and a delete button on the
// ones this person may delete. The client never sees them; nothing here is mailed. New and deleted
// notes reach the list through the mutation answers (@prependEdge, @deleteEdge).
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
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

interface NotesConnection {
  readonly __id: string;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & StaffNotes_note$key }>;
}

/** The notes of a reservation (the order panel). */
export function ReservationNotes(props: { reservation: StaffNotes_reservation$key }) {
  const r = useFragment(
    graphql`
      fragment StaffNotes_reservation on Reservation {
        id
        staffNotes(first: 50) @connection(key: "StaffNotes_reservation_staffNotes") {
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
  return r.staffNotes ? <StaffNotes subjectId={r.id} notes={r.staffNotes} subject="reservation" /> : null;
}

/** The notes of an organisation (the client card), folded away until opened. */
export function ClientNotes(props: { client: StaffNotes_client$key }) {
  const c = useFragment(
    graphql`
      fragment StaffNotes_client on Client {
        id
        staffNotes(first: 50) @connection(key: "StaffNotes_client_staffNotes") {
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
  if (!c.staffNotes) return null;
  const count = c.staffNotes.edges.length;
  // A card list shows many clients: the notes stay folded until asked for, and say how many there are.
  return (
    <details className="staff-notes-toggle">
      <summary>
        <FormattedMessage id="notes.toggle" values={{ count }} />
      </summary>
      <StaffNotes subjectId={c.id} notes={c.staffNotes} subject="client" />
    </details>
  );
}

/** A member of staff as notes name them: first and last name, or the sign-in name. */
export function authorName(author: { name: string; firstName?: string | null; lastName?: string | null }): string {
  return [author.firstName, author.lastName].filter(Boolean).join(' ') || author.name;
}

function StaffNotes(props: { subjectId: string; notes: NotesConnection; subject: 'reservation' | 'client' }) {
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
      <h3 id={headingId} className="staff-notes__title">
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
