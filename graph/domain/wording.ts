// One word for each thing, in the web app and in the e-mails alike. The catalogs' and the mail
// templates' tests refuse the other spellings listed here.
export const DISCARDED_TERMS = {
  en: [
    { pattern: /\be-mail/i, use: 'email' },
    { pattern: /\bdonuts?\b/i, use: 'doughnut' },
  ],
  sl: [
    { pattern: /\bdaljš\w* postan/i, use: 'dolg postanek' },
    { pattern: /\bštevilk\w* naročil/i, use: 'številka rezervacije' },
  ],
} as const;

/** "<term> → <preferred>" for each discarded term the text uses. */
export function discardedTermsIn(language: keyof typeof DISCARDED_TERMS, text: string): string[] {
  return DISCARDED_TERMS[language].filter((term) => term.pattern.test(text)).map((term) => `${text.match(term.pattern)![0]} → ${term.use}`);
}
