// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../lib/toast.ts';
import { renderInEnglish } from '../../testing/render.tsx';
import { ClientCard } from './ClientCard.tsx';
import { liveConnections } from './clientConnections.ts';
import type { ClientCardTestQuery } from './__generated__/ClientCardTestQuery.graphql';

const CLIENT = {
  id: 'Q2xpZW50OjE=',
  name: 'Alpe Tours',
  firstName: 'Janez',
  lastName: 'Kranjc',
  email: 'info@alpe-tours.si',
  emailVerified: true,
  phone: '+386 1 234 5678',
  username: 'alpetours',
  contactInfo: 'Ask for the dispatcher.',
  language: 'en',
  registeredAt: '2026-03-02T09:00:00.000Z',
  approvedAt: '2026-03-03T09:00:00.000Z',
  status: 'APPROVED',
  blockedReason: null,
  reservationCounts: { active: 2, finished: 5 },
  members: [
    { id: 'T3JnYW5pc2F0aW9uTWVtYmVyOjE=', name: 'Janez Kranjc', email: 'info@alpe-tours.si', role: 'OWNER', lastSignInAt: '2026-03-10T08:15:00.000Z' },
    { id: 'T3JnYW5pc2F0aW9uTWVtYmVyOjI=', name: 'Luka Novak', email: 'luka@alpe-tours.si', role: 'BOOKER', lastSignInAt: null },
    { id: 'T3JnYW5pc2F0aW9uTWVtYmVyOjM=', name: null, email: null, role: 'VIEWER', lastSignInAt: null },
  ],
};

/** The cards page in small: one connection of cards, registered as the page does. */
function Cards() {
  const data = useLazyLoadQuery<ClientCardTestQuery>(
    graphql`
      query ClientCardTestQuery {
        clients(first: 10) @connection(key: "ClientCardTest_clients") {
          __id
          edges {
            node {
              id
              ...ClientCard_client
            }
          }
        }
      }
    `,
    {},
  );
  const connectionId = data.clients.__id;
  useEffect(() => liveConnections.add({ id: connectionId, role: 'clientCards' }), [connectionId]);
  return (
    <ul>
      {data.clients.edges.map((edge) => (
        <ClientCard key={edge.node.id} client={edge.node} />
      ))}
    </ul>
  );
}

async function showCard(): Promise<MockEnvironment> {
  const environment = createMockEnvironment();
  renderInEnglish(
    <Suspense fallback="loading">
      <Cards />
    </Suspense>,
    { environment },
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryClientsConnection: () => ({ edges: [{ cursor: 'c1', node: CLIENT }], pageInfo: { hasNextPage: false, endCursor: 'c1' } }),
        Client: () => CLIENT,
      }),
    );
  });
  return environment;
}

function sentMutation(environment: MockEnvironment, name: string): OperationDescriptor {
  const sent = environment.mock.getMostRecentOperation();
  expect(sent.request.node.params.name).toBe(name);
  return sent;
}

function serverError(code: string, fields: Record<string, string>) {
  return Object.assign(new Error(code), { errors: [{ message: 'refused', extensions: { code, fields } }] });
}

afterEach(() => {
  for (const toast of toasts.get()) toasts.dismiss(toast.id);
});

describe('ClientCard: members', () => {
  it('lists the organisation’s members with their role, address and last sign-in, a former member without a name', async () => {
    await showCard();
    const card = screen.getByRole('listitem', { name: 'Alpe Tours' });
    expect(within(card).getByText('3 members')).toBeInTheDocument();
    expect(within(card).getByText('Luka Novak')).toBeInTheDocument();
    expect(within(card).getByText('booker')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'luka@alpe-tours.si' })).toHaveAttribute('href', 'mailto:luka@alpe-tours.si');
    expect(within(card).getByText(/Last signed in/)).toBeInTheDocument();
    expect(within(card).getAllByText('Never signed in')).toHaveLength(2);
    expect(within(card).getByText('Former member')).toBeInTheDocument();
  });
});

describe('ClientCard: edit details', () => {
  it('is prefilled, sends only what changed, and the card shows the saved values', async () => {
    const user = userEvent.setup();
    const environment = await showCard();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit the details of Alpe Tours' });
    expect(within(dialog).getByRole('textbox', { name: 'Company, agency or group name' })).toHaveValue('Alpe Tours');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Janez');
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    // Nothing changed yet: nothing to send.
    expect(save).toBeDisabled();

    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '  +386 40 111 222 ');
    await user.click(within(dialog).getByRole('radio', { name: 'Slovenščina' }));
    await user.click(save);

    const sent = sentMutation(environment, 'ClientEditDialogMutation');
    // The untouched name, contact person and contact info are not sent: they stay as they are.
    expect(sent.request.variables.input).toEqual({ clientId: CLIENT.id, phone: '+386 40 111 222', language: 'sl' });

    await act(async () => {
      environment.mock.resolve(sent, {
        data: { updateClient: { client: { id: CLIENT.id, name: CLIENT.name, firstName: 'Janez', lastName: 'Kranjc', phone: '+386 40 111 222', contactInfo: CLIENT.contactInfo, language: 'sl' } } },
      });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Alpe Tours' });
    expect(within(card).getByRole('link', { name: '+386 40 111 222' })).toBeInTheDocument();
    expect(within(card).getByText('Slovenščina')).toBeInTheDocument();
    expect(toasts.get().map((toast) => toast.message.id)).toContain('staff.cards.edited');
  });

  it('clears an optional field with null', async () => {
    const user = userEvent.setup();
    const environment = await showCard();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /Additional contact info/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(sentMutation(environment, 'ClientEditDialogMutation').request.variables.input).toEqual({ clientId: CLIENT.id, contactInfo: null });
  });

  it('checks the phone in the browser, and shows the server’s INVALID_PHONE on the phone field', async () => {
    const user = userEvent.setup();
    const environment = await showCard();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog');
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });

    // The profile's own rule, in the browser: nothing is sent.
    await user.clear(phone);
    await user.type(phone, 'call us');
    await user.click(save);
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // The server refuses one the browser let through: its code goes on the field too.
    await user.clear(phone);
    await user.type(phone, '+386 40 111 222');
    expect(phone).toBeValid();
    await user.click(save);
    const sent = sentMutation(environment, 'ClientEditDialogMutation');
    await act(async () => {
      environment.mock.reject(sent, serverError('VALIDATION', { phone: 'INVALID_PHONE' }));
    });
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ClientCard: delete account', () => {
  it('explains what happens and waits for the account’s e-mail before sending { clientId, confirmEmail }', async () => {
    const user = userEvent.setup();
    const environment = await showCard();
    await user.click(screen.getByRole('button', { name: 'Delete account …' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete the account of Alpe Tours?' });
    expect(dialog).toHaveAccessibleDescription(/only at the client’s request/);
    expect(dialog).toHaveAccessibleDescription(/its 2 open reservations are cancelled/);
    expect(dialog).toHaveAccessibleDescription(/archived for 90 days, then erased for good/);

    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const email = within(dialog).getByRole('textbox', { name: /To confirm, type the account’s email address/ });
    expect(confirm).toBeDisabled();
    await user.type(email, 'info@alpe-tours.s');
    expect(confirm).toBeDisabled();
    await user.type(email, 'i');
    expect(confirm).toBeEnabled();
    // Case and outer spaces do not matter.
    await user.clear(email);
    await user.type(email, '  Info@Alpe-Tours.SI ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    const sent = sentMutation(environment, 'ClientEraseDialogMutation');
    expect(sent.request.variables.input).toEqual({ clientId: CLIENT.id, confirmEmail: 'Info@Alpe-Tours.SI' });
    // The card leaves the lists shown (here the one connection of cards).
    expect(sent.request.variables.connections).toEqual(liveConnections.ids(['clientCards']));
    expect(sent.request.variables.connections).toHaveLength(1);

    await act(async () => {
      environment.mock.resolve(sent, { data: { eraseClient: { deletedClientId: CLIENT.id, archivedUntil: '2026-06-01T09:00:00.000Z' } } });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Alpe Tours' })).not.toBeInTheDocument();
    expect(toasts.get().map((toast) => toast.message.id)).toContain('staff.cards.erasedArchived');
  });

  it('shows CONFIRMATION_MISMATCH on the e-mail field', async () => {
    const user = userEvent.setup();
    const environment = await showCard();
    await user.click(screen.getByRole('button', { name: 'Delete account …' }));
    const dialog = screen.getByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: /To confirm/ });
    await user.type(email, CLIENT.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const sent = sentMutation(environment, 'ClientEraseDialogMutation');
    await act(async () => {
      environment.mock.reject(sent, serverError('CONFIRMATION_MISMATCH', { confirmEmail: 'CONFIRMATION_MISMATCH' }));
    });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('This is not the account’s email address. Type it exactly as shown above.');
    expect(screen.getByRole('listitem', { name: 'Alpe Tours' })).toBeInTheDocument();
  });
});
