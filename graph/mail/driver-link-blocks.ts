// The driver's live link in a mail to the organiser (the confirmation and the reconfirmation), to
// pass on to the driver or guide. Both languages side by side, as in the templates.
import type { Block } from './layout.ts';
import type { Translate } from './template-types.ts';

export function driverLinkBlocks(t: Translate, url: string | null | undefined): Block[] {
  if (!url) return [];
  return [
    {
      kind: 'paragraph',
      text: t(
        `Share this link with your driver or guide: without signing in, they see the stop, the coach bay and the meals, and can tell us “on time”, a delay or “we have arrived”. ${url}`,
        `To povezavo delite z voznikom ali vodnikom: brez prijave vidi postanek, parkirno mesto za avtobus in obroke ter nam lahko sporoči »pravočasno«, zamudo ali »prispeli smo«. ${url}`,
      ),
    },
  ];
}
