// What follows a committed change of the arrival settings (more bays, a room reopened, a looser
// pacing rule may free places).
import type { Services } from '../../context.ts';

export async function arrivalSettingsChanged(_services: Services): Promise<void> {
  // The waiting list will be offered freed places from here.
}
