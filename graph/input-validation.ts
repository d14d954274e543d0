// Every argument and input-object field of the API is checked here, once, before any resolver (and
// before authorization) sees it: text against the rules of graph/domain/text-rules.ts, global IDs
// against the shape they must have. A Pothos plugin rather than per-service checks because it reads
// each field's own declaration, so a new field is covered the moment it is declared; and it sees
// arguments after GraphQL coerced them, so literals and variables are the same to it.
//
// A text field's bound is declared next to it, from its domain rule — `t.string({ maxLength:
// TEXT_LIMITS.note, multiline: true })` — and is DEFAULT_MAX_LENGTH otherwise. The declaration is
// also copied into the field's GraphQL extensions, for tools that read the schema.
import SchemaBuilder, {
  BasePlugin,
  PothosValidationError,
  type FieldRequiredness,
  type InputType,
  type PothosInputFieldConfig,
  type PothosInputFieldType,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLFieldResolver } from 'graphql';
import { AppError } from './errors.ts';
import { message, type Language } from './i18n/messages.ts';
import { DEFAULT_MAX_LENGTH, isUuid, textProblem, type TextProblem } from './domain/text-rules.ts';

// Pothos' options are extended by merging into its global namespace (the way its own plugins do).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputValidation: InputValidationPlugin<Types>;
    }
    export interface InputFieldOptions<
      Types extends SchemaTypes = SchemaTypes,
      Type extends InputType<Types> | [InputType<Types>] = InputType<Types> | [InputType<Types>],
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations repeat every parameter
      Req extends FieldRequiredness<Type> = FieldRequiredness<Type>,
    > {
      /** Longest text accepted (trimmed, in characters); DEFAULT_MAX_LENGTH when not given. */
      maxLength?: number;
      /** Free text that may contain line breaks and tabs. */
      multiline?: boolean;
    }
  }
}

const PLUGIN = 'inputValidation';
/** A global ID is base64 of "Type:uuid": a few dozen characters. */
const GLOBAL_ID_MAX_LENGTH = 200;

type Path = Array<string | number>;
interface Problems {
  fields: Record<string, TextProblem>;
  maxLengths: Record<string, number>;
  badId: boolean;
}
type Check = (value: unknown, path: Path, problems: Problems) => void;

/** The key of a field in `extensions.fields`: the Relay `input` wrapper is left out, as services do. */
function fieldKey(path: Path): string {
  return (path.length > 1 && path[0] === 'input' ? path.slice(1) : path).join('.');
}

function globalIdIsValid(value: string, types: ReadonlyArray<{ typename: string }> | null): boolean {
  if (value.length > GLOBAL_ID_MAX_LENGTH) return false;
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(value);
  } catch {
    return false;
  }
  return isUuid(decoded.id) && (!types || types.some((t) => t.typename === decoded.typename));
}

export class InputValidationPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private readonly inputObjectChecks = new Map<string, Check | null>();

  override onInputFieldConfig(fieldConfig: PothosInputFieldConfig<Types>): PothosInputFieldConfig<Types> {
    const { maxLength, multiline } = fieldConfig.pothosOptions;
    if (maxLength === undefined && multiline === undefined) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, ...(maxLength !== undefined ? { maxLength } : {}), ...(multiline ? { multiline } : {}) } };
  }

  // Outside the argument mappers (global ID decoding) and every other plugin's wrapper (authorization
  // included): input the schema cannot take is refused before anything reads it, like GraphQL's
  // own type errors.
  override wrapArgMappers(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>) {
    if (!Object.keys(fieldConfig.args).length) return resolver;
    const checks: Array<[string, Check]> = [];
    for (const [name, arg] of Object.entries(fieldConfig.args)) {
      const check = this.checkFor(arg);
      if (check) checks.push([name, check]);
    }
    return (parent: unknown, args: object, context: Types['Context'], info: Parameters<typeof resolver>[3]) => {
      const language = (context as { language?: Language }).language ?? 'en';
      const problems: Problems = { fields: {}, maxLengths: {}, badId: false };
      for (const [name, check] of checks) check((args as Record<string, unknown>)[name], [name], problems);
      if (Object.keys(problems.fields).length) throw invalidInput(problems, language);
      // An id that cannot name a row answers like one whose row is gone: nothing more is revealed.
      if (problems.badId) throw new AppError('NOT_FOUND', language);
      // Pothos refuses some input itself (a cursor that is not one, a negative `first`) with an error
      // that has no code: give it ours, keeping its explanation.
      const refused = (error: unknown): never => {
        if (error instanceof PothosValidationError) throw new AppError('BAD_REQUEST', language, { detail: { reason: error.message } });
        throw error;
      };
      try {
        const result: unknown = resolver(parent, args, context, info);
        return isPromise(result) ? Promise.resolve(result).catch(refused) : result;
      } catch (error) {
        return refused(error);
      }
    };
  }

  private checkFor(field: PothosInputFieldConfig<Types>): Check | null {
    const extensions = field.extensions ?? {};
    if (extensions.isRelayGlobalID) {
      const types = (extensions.relayGlobalIDFor as Array<{ typename: string }> | null) ?? null;
      return this.listOrSingle(field.type, 'ID', (value, _path, problems) => {
        if (!globalIdIsValid(String(value), types)) problems.badId = true;
      });
    }
    const rule = { maxLength: field.pothosOptions.maxLength ?? DEFAULT_MAX_LENGTH, multiline: field.pothosOptions.multiline ?? false };
    // Plain IDs (node, nodes) are left to their resolvers: any string there simply names nothing.
    return this.listOrSingle(field.type, 'String', (value, path, problems) => {
      if (typeof value !== 'string') return;
      const problem = textProblem(value, rule);
      if (!problem) return;
      const key = fieldKey(path);
      problems.fields[key] = problem;
      if (problem === 'TOO_LONG') problems.maxLengths[key] = rule.maxLength;
    });
  }

  /** Applies `leaf` to values of the scalar `scalar`, in lists and input objects as deep as they go. */
  private listOrSingle(type: PothosInputFieldType<Types>, scalar: 'String' | 'ID', leaf: Check): Check | null {
    if (type.kind === 'List') {
      const inner = this.listOrSingle(type.type, scalar, leaf);
      if (!inner) return null;
      return (value, path, problems) => {
        if (Array.isArray(value)) value.forEach((item, index) => item != null && inner(item, [...path, index], problems));
      };
    }
    if (type.kind === 'InputObject') {
      const objectCheck = this.inputObjectCheck(type.ref);
      return objectCheck && ((value, path, problems) => value != null && objectCheck(value, path, problems));
    }
    if (type.kind !== 'Scalar') return null;
    if (this.buildCache.getTypeConfig(type.ref).name !== scalar) return null;
    return (value, path, problems) => value != null && leaf(value, path, problems);
  }

  private inputObjectCheck(ref: InputType<Types>): Check | null {
    const name = this.buildCache.getTypeConfig(ref).name;
    if (this.inputObjectChecks.has(name)) return this.inputObjectChecks.get(name)!;
    // Recursive input types meet themselves here: look the finished check up when it runs.
    this.inputObjectChecks.set(name, (value, path, problems) => this.inputObjectChecks.get(name)?.(value, path, problems));
    const fields: Array<[string, Check]> = [];
    for (const [fieldName, field] of Object.entries(this.buildCache.getInputTypeFieldConfigs(ref))) {
      const check = this.checkFor(field);
      if (check) fields.push([fieldName, check]);
    }
    const check: Check | null = fields.length
      ? (value, path, problems) => {
          for (const [fieldName, fieldCheck] of fields) fieldCheck((value as Record<string, unknown>)[fieldName], [...path, fieldName], problems);
        }
      : null;
    this.inputObjectChecks.set(name, check);
    return check;
  }
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** VALIDATION with `fields` (codes) and `messages`, the shape every service answers with. */
function invalidInput(problems: Problems, language: Language): AppError {
  const entries = Object.entries(problems.fields);
  const messages = Object.fromEntries(entries.map(([key, code]) => [key, message(code, language)]));
  const error = new AppError('VALIDATION', language, { detail: { fields: problems.fields, messages, maxLengths: problems.maxLengths } });
  // One problem: say it, rather than "correct the highlighted fields".
  if (entries.length === 1) error.message = messages[entries[0]![0]]!;
  return error;
}

SchemaBuilder.registerPlugin(PLUGIN, InputValidationPlugin);
