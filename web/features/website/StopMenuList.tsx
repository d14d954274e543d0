// A stop's menu in the manager's hands: the items in order with their buttons, the "Add" button,
// the add/edit dialog, and the question before deleting.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Alert } from '../../components/Notice.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { MenuItemDialog } from './MenuItemDialog.tsx';
import { MenuItemRow } from './MenuItemRow.tsx';
import { pricesText } from './pricesMessages.ts';
import type { StopMenuList_offer$data, StopMenuList_offer$key } from './__generated__/StopMenuList_offer.graphql';
import type { StopMenuList_query$key } from './__generated__/StopMenuList_query.graphql';
import type { StopMenuListDeleteMutation } from './__generated__/StopMenuListDeleteMutation.graphql';
import type { StopMenuListReorderMutation } from './__generated__/StopMenuListReorderMutation.graphql';

const offerFragment = graphql`
  fragment StopMenuList_offer on StopOffer {
    type
    ...MenuItemDialog_offer
    menu(includeInactive: true) {
      id
      position
      active
      nameEn
      nameSl
      ...MenuItemRow_item
      ...MenuItemDialog_item
    }
  }
`;

const queryFragment = graphql`
  fragment StopMenuList_query on Query {
    ...MenuItemDialog_query
  }
`;

const deleteMutation = graphql`
  mutation StopMenuListDeleteMutation($input: DeleteMenuItemInput!) {
    deleteMenuItem(input: $input) {
      stopOffer {
        id
        menu(includeInactive: true) {
          id
        }
      }
      deletedMenuItemId @deleteRecord
    }
  }
`;

// The whole new order at once: the items' positions come back and the list re-sorts by them.
const reorderMutation = graphql`
  mutation StopMenuListReorderMutation($input: ReorderMenuInput!) {
    reorderMenu(input: $input) {
      stopOffer {
        id
        menu(includeInactive: true) {
          id
          position
        }
      }
    }
  }
`;

type Item = StopMenuList_offer$data['menu'][number];

export function StopMenuList(props: { offer: StopMenuList_offer$key; query: StopMenuList_query$key }) {
  const offer = useFragment(offerFragment, props.offer);
  const query = useFragment(queryFragment, props.query);
  const intl = useIntl();
  const [editing, setEditing] = useState<{ item: Item | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<Problem | null>(null);
  const [moveProblem, setMoveProblem] = useState<Problem | null>(null);
  const [commitDelete, deletingBusy] = useMutation<StopMenuListDeleteMutation>(deleteMutation);
  const [commitReorder, moving] = useMutation<StopMenuListReorderMutation>(reorderMutation);
  const menu = [...offer.menu].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const hidden = menu.filter((item) => !item.active).length;
  const name = (item: Item) => (intl.locale === 'sl' ? item.nameSl : item.nameEn);

  async function onDelete() {
    if (!deleting) return;
    setDeleteProblem(null);
    const item = deleting;
    try {
      await commitAsync(commitDelete, { input: { id: item.id } });
      setDeleting(null);
      toasts.show(pricesText.itemDeleted, { values: { name: name(item) } });
    } catch (caught) {
      setDeleteProblem(readProblem(caught));
    }
  }

  /** Swaps an item with its neighbour: the server gets the menu's whole new order in one request. */
  async function onMove(index: number, direction: -1 | 1) {
    const item = menu[index];
    const other = menu[index + direction];
    if (!item || !other) return;
    setMoveProblem(null);
    const itemIds = menu.map((entry) => entry.id);
    itemIds[index] = other.id;
    itemIds[index + direction] = item.id;
    try {
      await commitAsync(commitReorder, { input: { stopType: offer.type, itemIds } });
    } catch (caught) {
      setMoveProblem(readProblem(caught));
    }
  }

  return (
    <>
      <div className="menu-block">
        <div className="menu-block__head">
          <h3 className="menu-block__title">
            <FormattedMessage id="staff.prices.menuTitle" values={{ count: menu.length, hidden }} />
          </h3>
          <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing({ item: null, key: Date.now() })}>
            <span aria-hidden="true">+</span> <FormattedMessage id="staff.prices.add" />
          </button>
        </div>
        {moveProblem && (
          <Alert tone="danger" onDismiss={() => setMoveProblem(null)}>
            <FormattedMessage {...staffProblemMessage(moveProblem)} />
          </Alert>
        )}
        {menu.length === 0 ? (
          <p className="menu-block__empty">
            <FormattedMessage id="staff.prices.menuEmpty" />
          </p>
        ) : (
          <ol className="menu-list">
            {menu.map((item, index) => (
              <MenuItemRow
                key={item.id}
                item={item}
                index={index}
                count={menu.length}
                moving={moving}
                onEdit={() => setEditing({ item, key: Date.now() })}
                onDelete={() => {
                  setDeleteProblem(null);
                  setDeleting(item);
                }}
                onMove={(direction) => void onMove(index, direction)}
              />
            ))}
          </ol>
        )}
      </div>
      {editing && (
        <MenuItemDialog
          key={editing.key}
          open
          offer={offer}
          item={editing.item}
          nextPosition={(menu.at(-1)?.position ?? 0) + 1}
          query={query}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="staff.prices.deleteTitle" values={{ name: deleting ? name(deleting) : '' }} />}
        description={
          <p>
            <FormattedMessage id="staff.prices.deleteText" />
          </p>
        }
        confirmLabel={<FormattedMessage id="staff.prices.deleteConfirm" />}
        busy={deletingBusy}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
        problem={deleteProblem ? <FormattedMessage {...staffProblemMessage(deleteProblem)} /> : null}
      />
    </>
  );
}
