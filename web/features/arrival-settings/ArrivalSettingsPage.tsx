// Manager: how arrivals are paced (the slot length and the pacing rules), the coach bays, the rooms
// and which of them join, and how long a waiting-list offer stays open. One column of panels, each
// part saving on its own; every answer carries the whole settings, which replace what the page shows.
import '../staff/staff-page.css';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../../components/forms/forms.css';
import '../staff/tag.css';
import '../website/panel.css';
import '../website/OperatingSettings.css';
import './ArrivalSettings.css';
import { GeneralSettingsForm } from './GeneralSettingsForm.tsx';
import { PacingRules } from './PacingRules.tsx';
import { Rooms } from './Rooms.tsx';
import { RoomCombinations } from './RoomCombinations.tsx';
import type { ArrivalSettingsPageQuery } from './__generated__/ArrivalSettingsPageQuery.graphql';
import type { ArrivalSettingsPage_sections$key } from './__generated__/ArrivalSettingsPage_sections.graphql';

const query = graphql`
  query ArrivalSettingsPageQuery {
    arrivalSettings {
      ...ArrivalSettingsPage_sections
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<ArrivalSettingsPageQuery>('admin.website.arrivals', query, {}) };
}

function Panel(props: { id: string; title: ReactNode; hint: ReactNode; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={props.id}>
      <div className="panel__head">
        <h2 id={props.id} className="panel__title">
          {props.title}
        </h2>
        <p className="panel__hint">
          {props.hint}
        </p>
      </div>
      <div className="panel__body settings">{props.children}</div>
    </section>
  );
}

function Sections(props: { settings: ArrivalSettingsPage_sections$key }) {
  const intl = useIntl();
  const settings = useFragment(
    graphql`
      fragment ArrivalSettingsPage_sections on ArrivalSettings {
        ...GeneralSettingsForm_settings
        ...PacingRules_settings
        ...Rooms_settings
        ...RoomCombinations_settings
      }
    `,
    props.settings,
  );
  const minutes = intl.formatMessage({ id: 'arrivals.unit.minutes' });
  const hours = intl.formatMessage({ id: 'arrivals.unit.hours' });
  return (
    <div className="arrivals">
      <Panel id="arrivals-pacing" title={<FormattedMessage id="arrivals.pacing.title" />} hint={<FormattedMessage id="arrivals.pacing.hint" />}>
        <GeneralSettingsForm
          settings={settings}
          title={<FormattedMessage id="arrivals.pacing.slotTitle" />}
          saveLabel={<FormattedMessage id="arrivals.pacing.saveSlot" />}
          fields={[{ field: 'pacingSlotMinutes', label: <FormattedMessage id="arrivals.pacing.slot" />, hint: <FormattedMessage id="arrivals.pacing.slotHint" /> }]}
        />
        <PacingRules settings={settings} />
      </Panel>
      <Panel id="arrivals-bays" title={<FormattedMessage id="arrivals.bays.title" />} hint={<FormattedMessage id="arrivals.bays.hint" />}>
        <GeneralSettingsForm
          settings={settings}
          title={<FormattedMessage id="arrivals.bays.formTitle" />}
          saveLabel={<FormattedMessage id="arrivals.bays.save" />}
          fields={[
            { field: 'coachBays', label: <FormattedMessage id="arrivals.bays.count" />, hint: <FormattedMessage id="arrivals.bays.countHint" /> },
            { field: 'bayTurnaroundMinutes', label: <FormattedMessage id="arrivals.bays.turnaround" />, hint: <FormattedMessage id="arrivals.bays.turnaroundHint" />, unit: minutes },
          ]}
        />
      </Panel>
      <Panel id="arrivals-rooms" title={<FormattedMessage id="arrivals.roomsPanel.title" />} hint={<FormattedMessage id="arrivals.roomsPanel.hint" />}>
        <Rooms settings={settings} />
        <RoomCombinations settings={settings} />
      </Panel>
      <Panel id="arrivals-waitlist" title={<FormattedMessage id="arrivals.waitlist.title" />} hint={<FormattedMessage id="arrivals.waitlist.hint" />}>
        <GeneralSettingsForm
          settings={settings}
          title={<FormattedMessage id="arrivals.waitlist.formTitle" />}
          saveLabel={<FormattedMessage id="arrivals.waitlist.save" />}
          fields={[
            { field: 'waitlistOfferHours', label: <FormattedMessage id="arrivals.waitlist.offerHours" />, hint: <FormattedMessage id="arrivals.waitlist.offerHoursHint" />, unit: hours },
            { field: 'waitlistLastDayOfferHours', label: <FormattedMessage id="arrivals.waitlist.lastDay" />, hint: <FormattedMessage id="arrivals.waitlist.lastDayHint" />, unit: hours },
          ]}
        />
      </Panel>
    </div>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ArrivalSettingsPageQuery> }>();
  const data = usePageQuery<ArrivalSettingsPageQuery>(query, ref);
  return (
    <Page title={titles.arrivalSettings} lead={<FormattedMessage id="arrivals.lead" />}>
      <Sections settings={data.arrivalSettings} />
    </Page>
  );
}
