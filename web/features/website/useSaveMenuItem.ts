// Adding, editing, hiding or showing a menu item. The answer carries the stop's whole menu as the
// list shows it (offers are nodes), so Relay updates the page with no hand-written store update.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveMenuItemMutation } from './__generated__/useSaveMenuItemMutation.graphql';

const saveItemMutation = graphql`
  mutation useSaveMenuItemMutation($input: SaveMenuItemInput!) {
    saveMenuItem(input: $input) {
      stopOffer {
        ...StopMenuList_offer
      }
    }
  }
`;

export function useSaveMenuItem() {
  return useMutation<useSaveMenuItemMutation>(saveItemMutation);
}
