import pino, { type DestinationStream, type Logger } from 'pino';

// The server side's one logger: JSON lines (level, time, pid, service, msg and,
// for a failure, err) on stderr, so a demo's own stdout stays readable and a
// log collector reads every process alike. What a shopper typed never reaches
// a log line: objects are redacted by field name, and an error is reduced to
// its name, code, a trimmed message and its stack frames (a failed query's
// parameters, which drizzle prints in the message, are cut off; a database
// error's detail, which quotes the row, is dropped).

export type { Logger };

/** The `log(message, error?)` the handlers and the app take as `options.log`. */
export type LogFunction = (message: string, error?: unknown) => void;

/**
 * Fields a shopper sends (core's `enquiryFormValuesSchema` and trade-in schemas)
 * and the spellings other forms and providers use for the same things.
 */
export const SHOPPER_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'mobile',
  'message',
  'comments',
  'address',
  'street',
  'suburb',
  'postcode',
  'Rego',
  'rego',
] as const;

/**
 * Keys that hold a whole form's values: redacted as one. `userData` is the lead
 * submission's (docs/rules.md#lead-submission).
 */
const SHOPPER_CONTAINERS = ['userData', 'user_data', 'formValues', 'values'] as const;

/**
 * `name` and `message` are also what an error is made of, and the logger's `err`
 * is already stripped to safe fields, so those two are redacted by position
 * (top level, and inside the containers a request or a lead carries them in)
 * rather than at any depth.
 */
const SHARED_WORDS = new Set<string>(['name', 'message']);
const HOLDERS = ['body', 'lead', 'submission', 'shopper', 'customer', 'contact', 'form'];

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SHOPPER_CONTAINERS) paths.push(key, `*.${key}`, `*.*.${key}`);
  for (const field of SHOPPER_FIELDS) {
    if (SHARED_WORDS.has(field)) {
      paths.push(field, ...HOLDERS.map((holder) => `${holder}.${field}`));
      paths.push(...HOLDERS.map((holder) => `*.${holder}.${field}`));
    } else {
      paths.push(field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`);
    }
  }
  return paths;
}

/** The paths pino's `redact` censors (exported for the tests). */
export const REDACT_PATHS: readonly string[] = redactPaths();
export const REDACTED = '[redacted]';

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
// Australian numbers as shoppers type them (0412 345 678, +61 412 345 678,
// (02) 5550 1234) and any other international number; never digits inside a
// longer word or id (a lead's UUID must stay searchable in the log).
const PHONE =
  /(?<![\w-])(?:\(0[2378]\)(?:[\s-]?\d){8}|(?:\+?61[\s-]?|0)[2-478](?:[\s-]?\d){8}|\+\d(?:[\s-]?\d){7,14})(?![\w-])/g;
// drizzle's DrizzleQueryError: `Failed query: …\nparams: a,b,c`; everything from
// `params:` on is the shopper's values.
const QUERY_PARAMS = /(?:^|\n|\s)params:[\s\S]*$/;
// PostgreSQL quotes a rejected value: `invalid input syntax for type uuid: "…"`.
const QUOTED_INPUT = /(for type [\w ]+|value|input): "(?:[^"\\]|\\.)*"/g;
const MAX_MESSAGE = 500;

/** A message or error text without query parameters, e-mail addresses or phone numbers. */
export function scrubText(text: string): string {
  const trimmed = text.replace(QUERY_PARAMS, '').replace(QUOTED_INPUT, '$1: "[value]"');
  const scrubbed = trimmed.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
  return scrubbed.length > MAX_MESSAGE ? `${scrubbed.slice(0, MAX_MESSAGE)}…` : scrubbed;
}

export type SerializedError = {
  name: string;
  message: string;
  code?: string;
  /** A database error's table, column or constraint: names, never values. */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

const MAX_DEPTH = 3;

function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The first lines of a stack repeat the message; only the frames are kept.
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.slice(0, 20).join('\n') : undefined;
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * An error as a log line may hold it: name, code, the message trimmed of query
 * parameters and personal data, stack frames, and the same of its cause. Every
 * other property (a query's `params`, a database error's `detail` or `where`,
 * a request body an error carries) is left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    if (typeof error === 'string') return { name: 'string', message: scrubText(error) };
    return { name: typeof error, message: `a thrown ${typeof error}` };
  }
  const fields = error as Error & Record<string, unknown>;
  const out: SerializedError = {
    name: error.name || 'Error',
    message: scrubText(String(error.message ?? '')),
  };
  const code = stringField(fields.code);
  if (code !== undefined) out.code = code;
  for (const key of ['table', 'column', 'constraint'] as const) {
    const value = stringField(fields[key]);
    if (value !== undefined) out[key] = value;
  }
  const stack = stackFrames(error.stack);
  if (stack !== undefined) out.stack = stack;
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError && Array.isArray(error.errors)) {
      out.errors = error.errors.slice(0, 5).map((e: unknown) => serializeError(e, depth + 1));
    }
  }
  return out;
}

export type CreateLoggerOptions = {
  /** What the process is: `renderer`, `lead-server`. */
  service: string;
  /** pino's level; LOG_LEVEL, else `info`. */
  level?: string;
  /** Where lines go; stderr by default, written synchronously so none is lost on exit. */
  destination?: DestinationStream;
};

export function createLogger(options: CreateLoggerOptions): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid, service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
      hooks: {
        // The message is ours, but may quote what went wrong (an error's text).
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? pino.destination({ dest: 2, sync: true }),
  );
}

/**
 * The `log(message, error?)` every handler takes, over a logger: with an error
 * it is an `error` line carrying `err`, without one a `warn` (each caller logs
 * something that went wrong or was refused).
 */
export function logFunction(logger: Logger): LogFunction {
  return (message, error) => {
    if (error === undefined) logger.warn(message);
    else logger.error({ err: error }, message);
  };
}
