// Staff actions on a reservation: a status change through the machine, or an edit. Each sends the
// version the person saw (expectedVersion); the answer updates the reservation in the store and
// moves it between the lists on screen (connections.ts), and a toast says what happened and where
// the reservation went. Failures come back as a Problem for the screen to explain.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import type { ActionId } from './actions.ts';
import { placeReturnedReservation } from './connections.ts';
import type { ReservationChanges } from './editForm.ts';
import type { Status } from './filters.ts';
import { homeView } from './membership.ts';
import { doneText, viewTitle } from './messages.ts';
import { localDate, now } from './time.ts';
import type { useReservationActionsStatusMutation, useReservationActionsStatusMutation$data } from './__generated__/useReservationActionsStatusMutation.graphql';
import type { useReservationActionsUpdateMutation, useReservationActionsUpdateMutation$data } from './__generated__/useReservationActionsUpdateMutation.graphql';
// The answers carry what the row and the side panel show, so both update from them.
import './ReservationRow.tsx';
import './ReservationDetails.tsx';

const statusMutation = graphql`
  mutation useReservationActionsStatusMutation($input: ChangeReservationStatusInput!) {
    changeReservationStatus(input: $input) {
      reservation {
        id
        orderNumber
        status
        type
        version
        arrivalDay
        arrivalLocalTime
        guests
        seatReservation
        responsibleFirstName
        responsibleLastName
        wishes
        staffNote
        ...ReservationRow_reservation
        ...ReservationDetails_reservation
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useReservationActionsUpdateMutation($input: UpdateReservationInput!) {
    updateReservation(input: $input) {
      reservation {
        id
        orderNumber
        status
        type
        version
        arrivalDay
        arrivalLocalTime
        guests
        seatReservation
        responsibleFirstName
        responsibleLastName
        wishes
        staffNote
        ...ReservationRow_reservation
        ...ReservationDetails_reservation
      }
    }
  }
`;

// This person's own changes: the live feed may bring them back before the mutation answers, and
// the side panel must not report them as "changed by someone else".
const inFlight = new Map<string, number>();
const ownVersions = new Map<string, Set<number>>();

export function begin(id: string): void {
  inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
}

export function end(id: string, version: number | null): void {
  const left = (inFlight.get(id) ?? 1) - 1;
  if (left > 0) inFlight.set(id, left);
  else inFlight.delete(id);
  if (version !== null) ownVersions.set(id, new Set([...(ownVersions.get(id) ?? []), version]));
}

/** Whether this version of the reservation is (or may be) this person's own doing. */
export function isOwnChange(id: string, version: number): boolean {
  return inFlight.has(id) || (ownVersions.get(id)?.has(version) ?? false);
}

export interface Subject {
  id: string;
  orderNumber: string;
}

export type Outcome<T> = { ok: true; reservation: T } | { ok: false; problem: Problem; error: unknown };

type StatusAnswer = useReservationActionsStatusMutation$data['changeReservationStatus']['reservation'];
type UpdateAnswer = useReservationActionsUpdateMutation$data['updateReservation']['reservation'];

export function useReservationActions() {
  const intl = useIntl();
  const [commitStatus, statusBusy] = useMutation<useReservationActionsStatusMutation>(statusMutation);
  const [commitUpdate, updateBusy] = useMutation<useReservationActionsUpdateMutation>(updateMutation);

  const announce = useCallback(
    (action: ActionId, answer: { orderNumber: string; status: string; arrivalDay: string }) => {
      const view = homeView(answer.status as Status, answer.arrivalDay, localDate(now()));
      toasts.show(doneText[action], { values: { order: answer.orderNumber, list: intl.formatMessage(viewTitle[view]) } });
    },
    [intl],
  );

  const changeStatus = useCallback(
    async (subject: Subject, action: ActionId, to: Status, expectedVersion: number, note?: string, requestedByClient = false): Promise<Outcome<StatusAnswer>> => {
      begin(subject.id);
      let version: number | null = null;
      try {
        const trimmed = note?.trim();
        const response = await commitAsync<useReservationActionsStatusMutation>(
          (config) => commitStatus({ ...config, updater: placeReturnedReservation('changeReservationStatus') }),
          { input: { reservationId: subject.id, status: to, expectedVersion, ...(trimmed ? { note: trimmed } : {}), ...(requestedByClient ? { requestedByClient: true } : {}) } },
        );
        const answer = response.changeReservationStatus.reservation;
        version = answer.version;
        announce(action, answer);
        return { ok: true, reservation: answer };
      } catch (error) {
        return { ok: false, problem: readProblem(error), error };
      } finally {
        end(subject.id, version);
      }
    },
    [commitStatus, announce],
  );

  const update = useCallback(
    async (subject: Subject, changes: ReservationChanges, expectedVersion: number, note?: string): Promise<Outcome<UpdateAnswer>> => {
      begin(subject.id);
      let version: number | null = null;
      try {
        const trimmed = note?.trim();
        const response = await commitAsync<useReservationActionsUpdateMutation>(
          (config) => commitUpdate({ ...config, updater: placeReturnedReservation('updateReservation') }),
          { input: { reservationId: subject.id, expectedVersion, ...changes, ...(trimmed ? { note: trimmed } : {}) } },
        );
        const answer = response.updateReservation.reservation;
        version = answer.version;
        announce('edit', answer);
        return { ok: true, reservation: answer };
      } catch (error) {
        return { ok: false, problem: readProblem(error), error };
      } finally {
        end(subject.id, version);
      }
    },
    [commitUpdate, announce],
  );

  return { changeStatus, update, busy: statusBusy || updateBusy };
}
