// Pick one organisation: type part of its name (or contact, e-mail, username, phone), pick it from
// the suggestions (keyboard: ↑ ↓ Enter Esc), and it becomes a chip with a remove button. The order
// filters offer every account; the phone booking only the approved ones.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import './ClientPicker.css';
import type { ClientPickerQuery, ClientPickerQuery$data } from './__generated__/ClientPickerQuery.graphql';

const query = graphql`
  query ClientPickerQuery($search: String!, $status: [OrganisationStatus!]) {
    clients(search: $search, status: $status, first: 8, orderBy: NAME) {
      edges {
        node {
          id
          name
          email
          phone
        }
      }
    }
  }
`;

type Option = ClientPickerQuery$data['clients']['edges'][number]['node'];

const SEARCH_DELAY_MS = 250;

interface ClientPickerProps {
  id: string;
  value: { id: string; name: string | null } | null;
  onChange(value: { id: string; name: string } | null): void;
  /** Only accounts in these states (default: all but archived). */
  status?: ReadonlyArray<'PENDING' | 'APPROVED' | 'BLOCKED'>;
  /** The input's placeholder, when "Filter by organisation" does not fit. */
  placeholder?: string;
  describedBy?: string;
}

export function ClientPicker(props: ClientPickerProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const listId = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<readonly Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);

  const search = text.trim();
  const statusKey = props.status?.join(',') ?? '';
  const statusList = props.status ? [...props.status] : null;
  useEffect(() => {
    if (search.length < 2) return;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      setSearching(true);
      subscription = fetchQuery<ClientPickerQuery>(environment, query, { search, status: statusList }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          if (cancelled) return;
          setOptions(data.clients.edges.map((edge) => edge.node));
          setActive(0);
          setSearching(false);
        },
        error: () => {
          if (!cancelled) setSearching(false);
        },
      });
    }, SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
    // The states arrive as a new array each render; their joined names say whether they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, environment, statusKey]);

  const shown = search.length >= 2 ? options : [];
  const choose = (option: Option) => {
    props.onChange({ id: option.id, name: option.name });
    setText('');
    setOptions([]);
    setOpen(false);
  };

  if (props.value) {
    return (
      <div className="org-picker org-picker--chosen">
        <span className="org-picker__chip">
          <span className="org-picker__name">{props.value.name ?? intl.formatMessage({ id: 'orders.filter.organisationUnknown' })}</span>
          <button
            type="button"
            className="org-picker__remove"
            onClick={() => props.onChange(null)}
            aria-label={intl.formatMessage({ id: 'orders.filter.organisationRemove' }, { name: props.value.name ?? '' })}
          >
            ×
          </button>
        </span>
      </div>
    );
  }

  const expanded = open && shown.length > 0;
  return (
    <div className="org-picker">
      <input
        id={props.id}
        className="field__input org-picker__input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        placeholder={props.placeholder ?? intl.formatMessage({ id: 'orders.filter.organisationPlaceholder' })}
        aria-describedby={props.describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && shown.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % shown.length);
          } else if (event.key === 'ArrowUp' && shown.length) {
            event.preventDefault();
            setActive((i) => (i - 1 + shown.length) % shown.length);
          } else if (event.key === 'Enter' && expanded) {
            event.preventDefault();
            const option = shown[active];
            if (option) choose(option);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {searching && <span className="spinner spinner--small org-picker__spinner" aria-hidden="true" />}
      <ul id={listId} role="listbox" className="org-picker__list" hidden={!expanded} aria-label={intl.formatMessage({ id: 'orders.filter.organisation' })}>
        {shown.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`org-picker__option${index === active ? ' org-picker__option--active' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span className="org-picker__option-name">{option.name}</span>
            <span className="org-picker__option-email">
              {option.email}
              {option.phone ? ` · ${option.phone}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {open && search.length >= 2 && !searching && shown.length === 0 && (
        <p className="org-picker__none">
          <FormattedMessage id="orders.filter.organisationNone" />
        </p>
      )}
    </div>
  );
}
