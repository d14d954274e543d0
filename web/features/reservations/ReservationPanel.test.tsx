// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../../testing/render.tsx';
import { ReservationPanel } from './ReservationPanel.tsx';

// The server's clock says it is the morning of 10 July 2026 in Ljubljana.
const NOW = '2026-07-10T08:00:00.000Z';
const TODAY = '2026-07-10';
const LATER = '2026-07-18';

interface Shown {
  status: 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED';
  arrivalDay: string;
}

function reservation(shown: Shown, overrides: Record<string, unknown> = {}) {
  return {
    orderNumber: 'ST-7KQ2',
    version: 3,
    type: 'LONG_STOP',
    guests: 40,
    seatReservation: true,
    arrivalLocalTime: '12:30',
    arrivalAt: '2026-07-08T10:30:00.000Z',
    durationMinutes: 90,
    // How it arrives: one coach, nothing reported by the driver yet.
    coaches: 1,
    bays: [],
    rooms: [],
    arrival: { driverState: 'EXPECTED', etaAt: null, delayMinutes: null, driverReportedAt: null },
    arrivalWarnings: [],
    responsibleFirstName: 'Janez',
    responsibleLastName: 'Kranjc',
    message: null,
    wishes: null,
    staffNote: null,
    quotedPriceCents: null,
    currency: 'EUR',
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    history: [],
    mealPreorder: null,
    mealPreorderDeadline: '2026-07-08T10:30:00.000Z',
    mealPreorderOpen: true,
    priceEstimate: { guestsCents: 0, dishesCents: 0, crewCents: 0, totalCents: 0, currency: 'EUR' },
    outcome: null,
    actualGuests: null,
    checkedInAt: null,
    checkedInBy: null,
    canCheckIn: false,
    canMarkNoShow: false,
    // Billing (closed reservations): nothing owed or invoiced yet.
    fee: null,
    feeWaiver: null,
    invoiceDraft: null,
    invoices: [],
    ...shown,
    ...overrides,
  };
}

/** The panel of one reservation, its query answered by the server as `shown`. */
async function openPanel(shown: Shown, overrides: Record<string, unknown> = {}): Promise<MockEnvironment> {
  const environment = createMockEnvironment();
  renderInEnglish(<ReservationPanel orderNumber="ST-7KQ2" onClose={() => {}} />, { environment });
  // Async: the panel suspends on its query and shows the answer once React retries.
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ReservationRules: () => ({ now: NOW }),
        Reservation: () => reservation(shown, overrides),
        Client: () => ({ name: 'Alpe Tours', language: 'en', status: 'APPROVED' }),
        StaffNote: () => ({ body: 'Vegetarian driver', createdAt: NOW, canDelete: true }),
        ReservationMessage: () => ({ body: 'Can we come at 13:00?', side: 'CLIENT', fromMySide: false, createdAt: NOW }),
        StaffMember: () => ({ name: 'mojca', firstName: 'Mojca', lastName: 'Novak' }),
      }),
    );
  });
  return environment;
}

function actionNames(): string[] {
  const bar = screen.getByRole('group', { name: 'Actions' });
  return within(bar).getAllByRole('button').map((button) => button.textContent ?? '');
}

describe('OrderPanel conversation', () => {
  it('shows the conversation with the client apart from the internal notes, with a form to answer', async () => {
    await openPanel({ status: 'WAITING', arrivalDay: LATER });
    const thread = screen.getByTestId('conversation');
    expect(within(thread).getByRole('heading', { name: /Conversation with the client/ })).toBeTruthy();
    expect(within(thread).getByText(/The client reads these messages/)).toBeTruthy();
    expect(within(thread).getAllByText('Can we come at 13:00?').length).toBeGreaterThan(0);
    expect(within(thread).getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(within(screen.getByTestId('staff-notes-reservation')).queryByText('Can we come at 13:00?')).toBeNull();
  });
});

describe('OrderPanel internal notes', () => {
  it('shows the notes with who wrote them, and a form to add one', async () => {
    await openPanel({ status: 'SCHEDULED', arrivalDay: LATER });
    const notes = screen.getByTestId('staff-notes-reservation');
    expect(within(notes).getByRole('heading', { name: /Internal notes/ })).toBeTruthy();
    expect(within(notes).getByText('Vegetarian driver')).toBeTruthy();
    expect(within(notes).getByText('Mojca Novak')).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Add note' })).toBeTruthy();
  });
});

describe('OrderPanel actions', () => {
  it('offers a new reservation confirm, coordinate, edit and reject', async () => {
    await openPanel({ status: 'CREATED', arrivalDay: LATER });
    expect(actionNames()).toEqual(['Confirm', 'Ask to coordinate', 'Edit details', 'Reject']);
  });

  it('offers a confirmed reservation finish (from its arrival day), coordinate, edit and cancel', async () => {
    await openPanel({ status: 'SCHEDULED', arrivalDay: LATER });
    expect(actionNames()).toEqual(['Mark finished', 'Ask to coordinate', 'Edit details', 'Cancel reservation']);
    const finish = screen.getByRole('button', { name: 'Mark finished' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription('From the arrival day');
  });

  it('lets a confirmed reservation be finished on its arrival day', async () => {
    await openPanel({ status: 'SCHEDULED', arrivalDay: TODAY });
    const finish = screen.getByRole('button', { name: 'Mark finished' });
    expect(finish).toBeEnabled();
    expect(finish).not.toHaveAccessibleDescription();
  });

  it('offers nothing for a finished reservation', async () => {
    await openPanel({ status: 'FINISHED', arrivalDay: TODAY });
    expect(screen.getAllByText(/Alpe Tours/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows a closed reservation’s billing as the server computed it: the fee, the draft’s lines and totals, and its issued invoices', async () => {
    const line = { id: null, kind: 'GUESTS', description: 'Long stop, per guest', quantity: 36, unitPriceCents: 1890, includesVat: true, vatRateBp: 950, netCents: 62137 };
    await openPanel(
      { status: 'FINISHED', arrivalDay: TODAY },
      {
        fee: null,
        invoiceDraft: {
          id: 'SW52b2ljZTox',
          currency: 'EUR',
          lines: [line],
          draftBasis: { perGuestCents: 1890, includesVat: true, vatRateBp: 950, underAgreement: false, agreementName: null, paymentTermsDays: 14, billedGuests: 36, guaranteedMinimum: 0, freePlaces: 0 },
          vatBreakdown: [{ vatRateBp: 950, baseCents: 62137, vatCents: 5903 }],
          netCents: 62137,
          vatCents: 5903,
          roundingCents: 0,
          payableCents: 68040,
        },
        invoices: [{ id: 'SW52b2ljZToy', kind: 'CREDIT_NOTE', number: '2026-00002', issueDate: '2026-11-26', payableCents: 10000, currency: 'EUR', pdfUrl: '/invoices/2.pdf', xmlUrl: '/invoices/2.xml', creditedBy: null, correctsInvoice: { number: '2026-00001' } }],
      },
    );
    const billing = screen.getByTestId('billing-section');
    expect(billing).toHaveTextContent('Long stop, per guest');
    expect(billing).toHaveTextContent('€680.40');
    expect(screen.getByRole('button', { name: 'Issue invoice' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'PDF 2026-00002' })).toHaveAttribute('href', '/invoices/2.pdf');
    // A credit note is not credited again.
    expect(screen.queryByRole('button', { name: 'Credit note' })).not.toBeInTheDocument();
  });
});

describe('StatusDialog from the panel', () => {
  it('asks for a note before coordinating, then sends it with the version seen', async () => {
    const user = userEvent.setup();
    const environment = await openPanel({ status: 'CREATED', arrivalDay: LATER });
    await user.click(screen.getByRole('button', { name: 'Ask to coordinate' }));

    const dialog = screen.getByRole('dialog', { name: 'Coordinate ST-7KQ2' });
    expect(dialog).toHaveAccessibleDescription(/Alpe Tours receives your note by email/);
    const note = within(dialog).getByRole('textbox', { name: 'What needs to be coordinated' });
    expect(note).toBeRequired();

    // Sent without a note: the dialog says why, and nothing goes to the server.
    await user.click(within(dialog).getByRole('button', { name: 'Ask to coordinate' }));
    expect(within(dialog).getByText('Please write a note: the client receives it.')).toBeInTheDocument();
    expect(note).toBeInvalid();
    expect(note).toHaveFocus();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(note, 'Please confirm the number of drivers.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to coordinate' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('useReservationActionsStatusMutation');
    expect(sent.request.variables.input).toMatchObject({ status: 'WAITING', expectedVersion: 3, note: 'Please confirm the number of drivers.' });

    await act(async () => {
      environment.mock.resolve(sent, MockPayloadGenerator.generate(sent, { Reservation: () => reservation({ status: 'WAITING', arrivalDay: LATER }, { version: 4 }) }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a reason before rejecting and says it cannot be undone', async () => {
    const user = userEvent.setup();
    const environment = await openPanel({ status: 'CREATED', arrivalDay: LATER });
    await user.click(screen.getByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject ST-7KQ2?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be reopened/);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason for rejecting' })).toHaveAccessibleDescription(/Please write a note: the client receives it\./);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('confirms without a note: it is optional', async () => {
    const user = userEvent.setup();
    const environment = await openPanel({ status: 'CREATED', arrivalDay: LATER });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm ST-7KQ2?' });
    expect(within(dialog).getByText('(optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({ status: 'SCHEDULED', expectedVersion: 3 });
    expect(sent.request.variables.input).not.toHaveProperty('note');
  });
});

describe('check-in from the panel', () => {
  it('offers arrived and not arrived at the door instead of a bare finish, and sends the headcount counted', async () => {
    const user = userEvent.setup();
    const environment = await openPanel({ status: 'SCHEDULED', arrivalDay: TODAY }, { canCheckIn: true, canMarkNoShow: true });
    expect(screen.queryByRole('button', { name: 'Mark finished' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrived…' }));
    const dialog = screen.getByRole('dialog', { name: 'Group ST-7KQ2 has arrived' });
    const count = within(dialog).getByRole('textbox', { name: 'Guests who arrived' });
    expect(count).toHaveValue('40');
    await user.click(within(dialog).getByRole('button', { name: 'One guest fewer' }));
    await user.clear(count);
    await user.type(count, '136');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(within(dialog).getByText('Enter a number from 1 to 100.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.clear(count);
    await user.type(count, '36');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('CheckInActionsArrivedMutation');
    expect(sent.request.variables.input).toMatchObject({ expectedVersion: 3, actualGuests: 36 });
  });

  it('says who asked for a cancellation', async () => {
    const user = userEvent.setup();
    const environment = await openPanel({ status: 'SCHEDULED', arrivalDay: LATER });
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Ours (the restaurant’s)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'The client asked for it' }));
    await user.type(within(dialog).getByRole('textbox'), 'The client called: the tour is off.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({ status: 'DELETED', requestedByClient: true });
  });
});
