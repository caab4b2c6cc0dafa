import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/backends';
import { leadBody } from '../testing/lead-fixtures';
import { createLogger, type LogFunction, logFunction, REDACTED, scrubText } from './logger';

// Logs must never hold what a shopper typed (issue: personal data in logs).
// Each test logs through a real pino logger into memory and reads the lines.

const email = 'alex@example.com';
const phone = '0412 345 678';
const message = 'Is this car still available?';

function memoryLog(): { lines: Record<string, unknown>[]; raw: string[]; log: LogFunction } {
  const raw: string[] = [];
  const logger = createLogger({
    service: 'test',
    level: 'debug',
    destination: { write: (line: string) => raw.push(line) },
  });
  return {
    raw,
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    log: logFunction(logger),
  };
}

describe('given a failed query that carried a lead', () => {
  let database: TestDatabase & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('logs the error by name, code and trimmed message, without the e-mail or phone', async () => {
    const error = await database.db
      .execute(sql`select ${email}::uuid as email, ${phone}::int as phone`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // The error as drizzle makes it does print them: what the logger is for.
    expect(String((error as Error).message)).toContain(email);

    const memory = memoryLog();
    memory.log('lead on site acme-motors failed', error);
    expect(memory.raw).toHaveLength(1);
    const line = memory.raw[0] ?? '';
    expect(line).not.toContain(email);
    expect(line).not.toContain('alex');
    expect(line).not.toContain(phone);
    expect(line).not.toContain('345');
    const entry = memory.lines[0] as { level: string; msg: string; time: string; err: never };
    expect(entry.level).toBe('error');
    expect(entry.msg).toBe('lead on site acme-motors failed');
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
    const err = entry.err as {
      name: string;
      message: string;
      cause?: { code?: string; message: string };
    };
    expect(err.message).toMatch(/^Failed query: select \$1::uuid/);
    expect(err.message).not.toContain('params');
    // The database's own error: its SQLSTATE stays, the value it quoted goes.
    expect(err.cause?.code).toBe('22P02');
    expect(err.cause?.message).toContain('invalid input syntax for type uuid');
  }, 60_000);
});

describe('given errors that carry a shopper’s details', () => {
  it('a query error built by drizzle loses its params, and its params field is not logged', () => {
    const memory = memoryLog();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'leads_idempotency_key_key',
      detail: `Key (email)=(${email}) already exists.`,
      where: `row (${phone})`,
    });
    memory.log(
      'storing a lead failed',
      new DrizzleQueryError(
        'insert into leads values ($1, $2, $3)',
        [email, phone, message],
        cause,
      ),
    );
    const line = memory.raw[0] ?? '';
    for (const secret of [email, phone, message, 'detail', 'where']) {
      expect(line).not.toContain(secret);
    }
    const { err } = memory.lines[0] as { err: Record<string, unknown> };
    expect(err.message).toBe('Failed query: insert into leads values ($1, $2, $3)');
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'leads_idempotency_key_key' });
  });

  it('an error holding the request body logs none of it; its message is scrubbed', () => {
    const memory = memoryLog();
    const error = Object.assign(new Error(`no dealership for ${email} (${phone})`), {
      body: leadBody(),
      lead: { email, phone },
    });
    memory.log('lead failed', error);
    const line = memory.raw[0] ?? '';
    expect(line).not.toContain(email);
    expect(line).not.toContain(phone);
    expect(line).not.toContain('Nguyen');
    expect((memory.lines[0] as { err: { message: string } }).err.message).toBe(
      'no dealership for [email] ([phone])',
    );
  });

  it('the stack keeps its frames but not the message it starts with', () => {
    const memory = memoryLog();
    memory.log('failed', new Error(`bad ${email}`));
    const { err } = memory.lines[0] as { err: { stack: string } };
    expect(err.stack).toMatch(/^\s+at /);
    expect(memory.raw[0]).not.toContain(email);
  });

  it('a thrown string is scrubbed; a thrown object is named, not printed', () => {
    const memory = memoryLog();
    memory.log('failed', `no answer for ${email}`);
    memory.log('failed', { email, phone });
    expect(memory.raw.join('')).not.toContain(email);
    expect(memory.raw.join('')).not.toContain(phone);
  });
});

describe('redaction of logged objects', () => {
  it('censors the lead form’s fields at the top level, in userData and in a lead', () => {
    const raw: string[] = [];
    const logger = createLogger({
      service: 'test',
      destination: { write: (line: string) => raw.push(line) },
    });
    const body = leadBody();
    logger.info({ submission: body, email, phone, lead: { name: 'Alex', message } }, 'received');
    const entry = JSON.parse(raw[0] ?? '{}');
    expect(entry.submission.userData).toBe(REDACTED);
    expect(entry.email).toBe(REDACTED);
    expect(entry.phone).toBe(REDACTED);
    expect(entry.lead).toEqual({ name: REDACTED, message: REDACTED });
    // What is not the shopper's stays.
    expect(entry.submission.url).toBe(body.url);
    expect(raw[0]).not.toContain(email);
    expect(raw[0]).not.toContain('Nguyen');
  });

  it('a message that quotes a shopper’s details is scrubbed too', () => {
    const memory = memoryLog();
    memory.log(`delivery to webhook failed: 400 {"email":"${email}","phone":"${phone}"}`);
    expect(memory.raw[0]).not.toContain(email);
    expect(memory.raw[0]).not.toContain(phone);
    expect((memory.lines[0] as { level: string }).level).toBe('warn');
  });
});

describe('scrubText', () => {
  it('cuts drizzle’s params and hides e-mail addresses and Australian and international numbers', () => {
    expect(scrubText('Failed query: select 1\nparams: a@b.co,0412345678')).toBe(
      'Failed query: select 1',
    );
    expect(scrubText('call (02) 5550 1234 or +61 412 345 678 or +44 20 7946 0958')).toBe(
      'call [phone] or [phone] or [phone]',
    );
    // A lead id keeps its digits, so the log can be searched by it.
    const leadId = '4222e85b-9804-4123-8456-40f27f0f6e3c';
    expect(scrubText(`lead ${leadId} to webhook: attempt 2 failed`)).toBe(
      `lead ${leadId} to webhook: attempt 2 failed`,
    );
    expect(scrubText('lead 0a1b2c3d-0412-3456-7890-0412345678ab from 0412345678')).toBe(
      'lead 0a1b2c3d-0412-3456-7890-0412345678ab from [phone]',
    );
    expect(scrubText('invalid input syntax for type integer: "0412 345 678"')).toBe(
      'invalid input syntax for type integer: "[value]"',
    );
  });

  it('leaves ids, dates, counts and addresses of the service alone', () => {
    const text =
      'lead 3f0a2b4c-1d2e-4f50-8a9b-0c1d2e3f4a5b at 2026-11-22T00:00:00.000Z: 41 cars, 127.0.0.1:3000';
    expect(scrubText(text)).toBe(text);
  });
});
