// The deposit a booking asks, said in one sentence: the wizard's last step, the phone booking page,
// the reservation card and the mails use this builder, as they use cancellation-wording.ts for the
// cancellation terms.
import type { Language } from '../generated/prisma/enums.ts';
import { formatMoney } from './money.ts';
import type { DepositDue, DepositTerms } from './deposits.ts';

/** Slovenian accusative with a numeral: 1 dan, 2 dneva, 3–4 dni, 5+ dni. */
function daysSl(n: number): string {
  const mod = n % 100;
  return `${n}\u00a0${mod === 1 ? 'dan' : mod === 2 ? 'dneva' : 'dni'}`;
}

/** Slovenian locative with a numeral after "v": v 1 dnevu, v 2 dneh. */
function withinDaysSl(n: number): string {
  return `${n}\u00a0${n % 100 === 1 ? 'dnevu' : 'dneh'}`;
}

function dueText(due: DepositDue, language: Language): string {
  const sl = language === 'sl';
  if (due.from === 'CONFIRMATION') {
    if (due.days === 0) return sl ? 'plačljivo ob potrditvi rezervacije' : 'payable on confirmation';
    return sl ? `plačljivo v ${withinDaysSl(due.days)} po potrditvi rezervacije` : `payable within ${due.days}\u00a0${due.days === 1 ? 'day' : 'days'} of confirmation`;
  }
  if (due.days === 0) return sl ? 'plačljivo do dneva prihoda' : 'payable by the arrival day';
  return sl ? `plačljivo ${daysSl(due.days)} pred prihodom` : `payable ${due.days}\u00a0${due.days === 1 ? 'day' : 'days'} before arrival`;
}

/**
 * "Deposit: 30 % of the expected price, payable within 7 days of confirmation." — or that none is
 * asked. `byRule`: the poor-record rule asked it, and the sentence says why.
 */
export function depositTermsText(terms: DepositTerms, language: Language, options: { currency?: string; byRule?: boolean } = {}): string {
  const sl = language === 'sl';
  if (terms.kind === 'NONE') return sl ? 'Predplačilo ni potrebno.' : 'No deposit is asked.';
  const amount =
    terms.kind === 'PERCENT'
      ? sl
        ? `${terms.percent}\u00a0% pričakovane cene`
        : `${terms.percent}\u00a0% of the expected price`
      : sl
        ? `${formatMoney(terms.perGuestCents, options.currency ?? 'EUR', 'sl')} na gosta`
        : `${formatMoney(terms.perGuestCents, options.currency ?? 'EUR', 'en')} per guest`;
  const why = options.byRule ? (sl ? ' (zaradi preteklih neprihodov in poznih odpovedi)' : ' (asked because of earlier no-shows and late cancellations)') : '';
  return sl ? `Predplačilo: ${amount}, ${dueText(terms.due, language)}${why}.` : `Deposit: ${amount}, ${dueText(terms.due, language)}${why}.`;
}
