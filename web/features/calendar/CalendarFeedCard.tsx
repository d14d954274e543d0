// The account's private calendar link: an organisation's reservations, or for a member of staff every
// scheduled one, in any calendar app. The link is shown once, when made (with a copy button); after
// that the card says only when it was made and last fetched, and offers to replace or revoke it.
import { useEffect, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { useCopy } from '../../components/forms/useCopy.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import type { CalendarFeedCard_feed$key } from './__generated__/CalendarFeedCard_feed.graphql';
import type { CalendarFeedCardCreateMutation } from './__generated__/CalendarFeedCardCreateMutation.graphql';
import type { CalendarFeedCardRevokeMutation } from './__generated__/CalendarFeedCardRevokeMutation.graphql';
import '../api-tokens/api-tokens.css';
import './calendar.css';

const createMutation = graphql`
  mutation CalendarFeedCardCreateMutation($input: CreateCalendarFeedInput!) {
    createCalendarFeed(input: $input) {
      url
      calendarFeed {
        createdAt
        lastFetchedAt
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation CalendarFeedCardRevokeMutation($input: RevokeCalendarFeedInput!) {
    revokeCalendarFeed(input: $input) {
      revoked
    }
  }
`;

const text = defineMessages({
  exists: { id: 'calendar.exists' },
});

/** What to say about a failed change: a link made meanwhile (another tab) has its own sentence. */
function problemOf(error: unknown): Text {
  const problem = readProblem(error);
  return problem.code === 'CALENDAR_FEED_EXISTS' ? { descriptor: text.exists } : problemMessage(problem);
}

interface Feed {
  createdAt: string;
  lastFetchedAt: string | null;
}

interface CalendarFeedCardProps {
  owner: 'client' | 'staff';
  feed: CalendarFeedCard_feed$key | null | undefined;
}

export function CalendarFeedCard(props: CalendarFeedCardProps) {
  const intl = useIntl();
  const id = useId();
  const loaded = useFragment(
    graphql`
      fragment CalendarFeedCard_feed on CalendarFeed {
        createdAt
        lastFetchedAt
      }
    `,
    props.feed,
  );
  // The page's data as loaded, then what this card's own changes made of it.
  const [feed, setFeed] = useState<Feed | null>(loaded ? { createdAt: String(loaded.createdAt), lastFetchedAt: loaded.lastFetchedAt ? String(loaded.lastFetchedAt) : null } : null);
  const [url, setUrl] = useState<string | null>(null);
  const { ref: urlRef, copied, setCopied, copy } = useCopy();
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [commitCreate, creating] = useMutation<CalendarFeedCardCreateMutation>(createMutation);
  const [commitRevoke, revoking] = useMutation<CalendarFeedCardRevokeMutation>(revokeMutation);
  useEffect(() => {
    if (url) urlRef.current?.select();
  }, [url, urlRef]);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: RESTAURANT_TIME_ZONE });

  const create = async (replace: boolean) => {
    setProblem(null);
    try {
      const made = (await commitAsync(commitCreate, { input: { replace } })).createCalendarFeed;
      setFeed({ createdAt: String(made.calendarFeed.createdAt), lastFetchedAt: made.calendarFeed.lastFetchedAt ? String(made.calendarFeed.lastFetchedAt) : null });
      setUrl(made.url);
      setCopied(false);
      setAsking(null);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const revoke = async () => {
    if (!feed) return;
    setProblem(null);
    try {
      await commitAsync(commitRevoke, { input: { createdAt: feed.createdAt } });
      setFeed(null);
      setUrl(null);
      setAsking(null);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section className="card calendar-feed" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="card__title">
        <FormattedMessage id="calendar.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id={props.owner === 'client' ? 'calendar.text.client' : 'calendar.text.staff'} />
      </p>
      {url && (
        <div className="token-secret calendar-feed__url">
          <label className="field__label" htmlFor={`${id}-url`}>
            <FormattedMessage id="calendar.url.label" />
          </label>
          <div className="token-secret__row">
            <input ref={urlRef} id={`${id}-url`} className="field__input token-secret__value" readOnly value={url} onFocus={(event) => event.target.select()} data-testid="calendar-url" />
            <button type="button" className="btn btn--primary" onClick={() => void copy(url)}>
              <FormattedMessage id={copied ? 'calendar.url.copied' : 'calendar.url.copy'} />
            </button>
          </div>
          <p className="token-secret__usage">
            <FormattedMessage id="calendar.url.once" />
          </p>
        </div>
      )}
      {feed ? (
        <p className="calendar-feed__facts" data-testid="calendar-feed-facts">
          <FormattedMessage id="calendar.facts.created" values={{ when: when(feed.createdAt) }} />{' '}
          {feed.lastFetchedAt ? <FormattedMessage id="calendar.facts.fetched" values={{ when: when(feed.lastFetchedAt) }} /> : <FormattedMessage id="calendar.facts.never" />}
        </p>
      ) : null}
      {!asking && <FormMessage tone="danger" text={problem} />}
      <div className="calendar-feed__actions">
        {feed ? (
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking('replace')}>
              <FormattedMessage id="calendar.replace" />
            </button>
            <button type="button" className="btn btn--danger-ghost" onClick={() => setAsking('revoke')}>
              <FormattedMessage id="calendar.revoke" />
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void create(false)} disabled={creating} aria-busy={creating || undefined}>
            <FormattedMessage id="calendar.create" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={<FormattedMessage id={asking === 'replace' ? 'calendar.replace.title' : 'calendar.revoke.title'} />}
        description={<FormattedMessage id={asking === 'replace' ? 'calendar.replace.text' : 'calendar.revoke.text'} />}
        confirmLabel={<FormattedMessage id={asking === 'replace' ? 'calendar.replace.confirm' : 'calendar.revoke.confirm'} />}
        tone={asking === 'replace' ? 'primary' : 'danger'}
        busy={creating || revoking}
        problem={problem ? <FormattedMessage {...problem.descriptor} values={problem.values} /> : null}
        onConfirm={() => void (asking === 'replace' ? create(true) : revoke())}
        onClose={() => {
          setAsking(null);
          setProblem(null);
        }}
      />
    </section>
  );
}
