// What follows a committed change of the arrival settings: more bays, a room reopened or a looser
// pacing rule may free places, which the waiting list offers in turn. Never fails the change.
import type { Services } from '../../context.ts';
import { arrivalSettingsChanged as offerFreedPlacesEverywhere } from '../waiting-list/offers.ts';

export async function arrivalSettingsChanged(services: Services): Promise<void> {
  await offerFreedPlacesEverywhere(services);
}
