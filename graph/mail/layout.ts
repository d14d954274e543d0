// The one layout every mail shares. Templates describe their content as a few kinds of blocks;
// this module turns the same blocks into the HTML part (tables and inline styles, because that is
// what Outlook, Gmail and Apple Mail agree on) and the text part (readable on its own, not an
// afterthought stripped from the HTML). Every value is escaped here, so templates never build HTML.
import type { Language } from '../i18n/messages.ts';
import { escapeHtml, escapeMultiline, safeUrl } from './escape.ts';

export type Block =
  | { kind: 'paragraph'; text: string }
  /** The reservation's order number, shown large near the top: staff ask for it on the phone. */
  | { kind: 'orderNumber'; label: string; value: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: Array<readonly [label: string, value: string]> }
  | { kind: 'changes'; columns: readonly [field: string, from: string, to: string]; rows: Array<{ label: string; from: string; to: string }> }
  /** Free text from a person (a client's message, a staff note), set apart from our own words. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'fineprint'; text: string }
  /** An image attached to the mail (`cid:` URL), with a caption; the text part leaves it out, so the facts it shows must be in words too. */
  | { kind: 'image'; cid: string; alt: string; caption: string; size: number };

export interface LayoutInput {
  language: Language;
  subject: string;
  /** The line mail clients show next to the subject in the inbox list. */
  preheader: string;
  blocks: Block[];
  /** Why the recipient gets this mail, for the footer. */
  reason: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const COMPANY = {
  name: 'Stopover d.o.o.',
  street: 'Tržaška cesta 1',
  city: '1370 Logatec',
  country: { en: 'Slovenia', sl: 'Slovenija' },
} as const;

const WORDS = {
  en: { linkFallback: 'If the button does not work, copy this link into your browser:' },
  sl: { linkFallback: 'Če gumb ne deluje, to povezavo kopirajte v brskalnik:' },
} as const;

const FONT = "font-family:Arial,Helvetica,sans-serif;";
/** The website's colours (web/styles/tokens.css), so a mail looks like it comes from the site. */
export const MAIL_COLORS = {
  /** --color-bg */
  page: '#fbf7f1',
  /** --color-brand: the header band and the buttons, burgundy as on the site */
  brand: '#8a2f1d',
  /** --color-accent: the order number's mark */
  accent: '#e0a94a',
  /** --color-text */
  text: '#2a211c',
  /** --color-text-muted */
  muted: '#65574d',
  faint: '#65574d',
  /** --color-surface-muted */
  panel: '#f3ece2',
  /** --color-border */
  rule: '#e4d8c9',
} as const;
const COLOR = MAIL_COLORS;

export function renderLayout(input: LayoutInput): RenderedMail {
  return { subject: input.subject, text: renderText(input), html: renderHtml(input) };
}

// ---------------------------------------------------------------------------------------------
// HTML

function renderHtml(input: LayoutInput): string {
  const { language } = input;
  const address = `${COMPANY.street}, ${COMPANY.city}, ${COMPANY.country[language]}`;
  const body = input.blocks.map((block) => htmlBlock(block, language)).join('\n');
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.page}" style="background-color:${COLOR.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:separate;">
<tr><td bgcolor="${COLOR.brand}" style="background-color:${COLOR.brand};padding:20px 32px;${FONT}font-size:24px;line-height:28px;font-weight:bold;color:#ffffff;letter-spacing:1px;">Stopover</td></tr>
<tr><td style="padding:32px;${FONT}font-size:16px;line-height:24px;color:${COLOR.text};">
${body}
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td style="padding:16px 32px;${FONT}font-size:12px;line-height:18px;color:${COLOR.faint};">
<strong>${escapeHtml(COMPANY.name)}</strong><br>${escapeHtml(address)}<br><br>${escapeHtml(input.reason)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function htmlBlock(block: Block, language: Language): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeMultiline(block.text)}</p>`;
    case 'fineprint':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${COLOR.muted};">${escapeMultiline(block.text)}</p>`;
    case 'orderNumber':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.panel}" style="margin:0 0 24px;background-color:${COLOR.panel};border-left:4px solid ${COLOR.accent};">
<tr><td style="padding:14px 18px;${FONT}">
<div style="font-size:12px;line-height:16px;color:${COLOR.muted};text-transform:uppercase;letter-spacing:1px;">${escapeHtml(block.label)}</div>
<div style="font-size:26px;line-height:34px;font-weight:bold;font-family:'Courier New',Courier,monospace;color:${COLOR.text};letter-spacing:1px;">${escapeHtml(block.value)}</div>
</td></tr>
</table>`;
    case 'button': {
      const href = escapeHtml(safeUrl(block.url));
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
<tr><td bgcolor="${COLOR.brand}" style="background-color:${COLOR.brand};border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(block.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:${COLOR.muted};word-break:break-all;">${escapeHtml(WORDS[language].linkFallback)}<br><a href="${href}" target="_blank" style="color:${COLOR.brand};">${escapeHtml(safeUrl(block.url))}</a></p>`;
    }
    case 'details': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td width="40%" style="padding:8px 12px 8px 0;border-bottom:1px solid ${COLOR.rule};${FONT}font-size:14px;line-height:20px;color:${COLOR.muted};vertical-align:top;">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid ${COLOR.rule};${FONT}font-size:15px;line-height:20px;color:${COLOR.text};vertical-align:top;">${escapeMultiline(value)}</td></tr>`,
        )
        .join('\n');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-top:1px solid ${COLOR.rule};">\n${rows}\n</table>`;
    }
    case 'changes': {
      const cell = (text: string, style: string) =>
        `<td style="padding:8px 8px 8px 0;border-bottom:1px solid ${COLOR.rule};${FONT}font-size:14px;line-height:20px;vertical-align:top;${style}">${escapeMultiline(text)}</td>`;
      const head = `<tr>${block.columns.map((c) => cell(c, `color:${COLOR.muted};font-weight:bold;`)).join('')}</tr>`;
      const rows = block.rows
        .map(
          (r) =>
            `<tr>${cell(r.label, `color:${COLOR.muted};`)}${cell(r.from, `color:${COLOR.muted};text-decoration:line-through;`)}${cell(r.to, `color:${COLOR.text};font-weight:bold;`)}</tr>`,
        )
        .join('\n');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">\n${head}\n${rows}\n</table>`;
    }
    case 'image':
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr><td align="center" style="${FONT}font-size:13px;line-height:18px;color:${COLOR.muted};">
<img src="cid:${escapeHtml(block.cid)}" width="${block.size}" height="${block.size}" alt="${escapeHtml(block.alt)}" style="display:block;width:${block.size}px;height:${block.size}px;border:0;">
${escapeHtml(block.caption)}
</td></tr>
</table>`;
    case 'quote':
      return `<p style="margin:0 0 4px;font-size:14px;line-height:20px;color:${COLOR.muted};">${escapeHtml(block.label)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr><td style="padding:8px 14px;border-left:3px solid ${COLOR.rule};${FONT}font-size:15px;line-height:22px;color:${COLOR.text};">${escapeMultiline(block.text)}</td></tr>
</table>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Text

function renderText(input: LayoutInput): string {
  const { language } = input;
  const parts = ['Stopover', ...input.blocks.flatMap((block) => textBlock(block) ?? [])];
  const footer = ['-- ', COMPANY.name, `${COMPANY.street}, ${COMPANY.city}, ${COMPANY.country[language]}`, '', input.reason].join('\n');
  return `${parts.join('\n\n')}\n\n${footer}\n`;
}

const indent = (text: string, prefix = '  ') => normaliseLines(text).split('\n').map((line) => prefix + line).join('\n');
const normaliseLines = (text: string) => text.replace(/\r\n?/g, '\n').trim();

function textBlock(block: Block): string | null {
  switch (block.kind) {
    case 'image':
      return null;
    case 'paragraph':
    case 'fineprint':
      return normaliseLines(block.text);
    case 'orderNumber':
      return `${block.label.toLocaleUpperCase()}: ${block.value}`;
    case 'button':
      return `${block.label}:\n${safeUrl(block.url)}`;
    case 'details':
      return block.rows
        .map(([label, value]) => (value.includes('\n') ? `${label}:\n${indent(value)}` : `${label}: ${value}`))
        .join('\n');
    case 'changes':
      // The template's paragraph above introduces the list; arrows read naturally in both languages.
      return block.rows.map((r) => `- ${oneLineText(r.label)}: ${oneLineText(r.from)} → ${oneLineText(r.to)}`).join('\n');
    case 'quote':
      return `${block.label}:\n${indent(block.text, '> ')}`;
  }
}

const oneLineText = (text: string) => text.replace(/\s+/g, ' ').trim();
