// Errors meant for people: a stable `code` (the web app translates by it) and a message in the
// asker's language. Anything else thrown in a resolver is masked by Yoga as an internal error, so
// no stack trace or SQL ever reaches a client.
import { GraphQLError } from 'graphql';
import { message, type Language, type MessageCode } from './i18n/messages.ts';

export class AppError extends GraphQLError {
  constructor(code: MessageCode, language: Language, options: { status?: number; detail?: Record<string, unknown> } = {}) {
    super(message(code, language), {
      extensions: { code, ...(options.detail ?? {}), ...(options.status ? { http: { status: options.status } } : {}) },
    });
  }
}
