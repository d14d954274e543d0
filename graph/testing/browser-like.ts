// A tiny cookie jar and helpers that act like the web app does: send cookies and the CSRF header,
// keep what the server sets, solve the captcha.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestServer } from './server.ts';
import { settleAfterResponse } from '../lib/after-response.ts';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of a response (deletions included). */
  absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function solvedCaptcha(server: TestServer): Promise<string> {
  const { body } = await server.graphql<{ captchaChallenge: string }>('{ captchaChallenge }');
  const challenge = JSON.parse(body.data!.captchaChallenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The first link in the latest e-mail to an address (verification, reset). */
export async function latestLink(server: TestServer, to: string, template: string): Promise<string> {
  // Resend and reset requests write their mail just after answering.
  await settleAfterResponse();
  const mail = await server.services.prisma.mailOutbox.findFirst({
    where: { toAddress: to, template },
    orderBy: { createdAt: 'desc' },
  });
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  const url = /https?:\/\/\S+/.exec(mail.textBody)?.[0];
  if (!url) throw new Error(`no link in ${template} mail`);
  return url.replace(/[).,>]+$/, '');
}
