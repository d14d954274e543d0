// Escaping for everything that goes into an e-mail or the dev mailbox page. Values come from users
// (organisation names, messages, staff notes), so nothing is interpolated raw.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Escaped, with line breaks kept (messages and notes are multi-line). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

/**
 * Links in mails are built by our own code from config.publicUrl, but a mistake there must never
 * produce a javascript: or data: link in someone's inbox: anything but http(s) is refused.
 */
export function safeUrl(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`mail link is not an absolute URL: ${JSON.stringify(value.slice(0, 80))}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`mail link must be http(s), got ${parsed.protocol}`);
  }
  return parsed.toString();
}

/** Header values (the subject) are one line; user data must not smuggle in line breaks. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Every http(s) URL in a text, in order, without duplicates (for the dev mailbox and its console line). */
export function findUrls(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  // A URL at the end of a sentence takes no trailing punctuation with it.
  return [...new Set(found.map((url) => url.replace(/[.,;:!?)\]]+$/, '')))];
}
