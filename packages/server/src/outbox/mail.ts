import { mkdir, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';

/** One e-mail, with one attachment (the ADF/XML lead) or none (a shopper's confirmation). */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachment?: { filename: string; contentType: string; content: string } | undefined;
  /** Stable per delivery, so a retried send can be recognised by the receiver. */
  messageId: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

function headerText(value: string): string {
  // Header injection: a subject carries no line breaks.
  return value.replace(/[\r\n]+/g, ' ');
}

/** The message as RFC 5322 text: plain text, or a MIME multipart with its attachment. */
export function toEml(message: MailMessage): string {
  const boundary = `forecourt-${message.messageId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const base64 = (s: string) =>
    Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  const head = [
    `From: ${headerText(message.from)}`,
    `To: ${headerText(message.to)}`,
    `Subject: =?UTF-8?B?${Buffer.from(headerText(message.subject), 'utf8').toString('base64')}?=`,
    `Message-ID: <${headerText(message.messageId)}>`,
    'MIME-Version: 1.0',
  ];
  const { attachment } = message;
  if (!attachment) {
    return [
      ...head,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64(message.text),
      '',
    ].join('\r\n');
  }
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(message.text),
    `--${boundary}`,
    `Content-Type: ${attachment.contentType}; charset=utf-8`,
    `Content-Disposition: attachment; filename="${attachment.filename}"`,
    'Content-Transfer-Encoding: base64',
    '',
    base64(attachment.content),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The embedded default: each e-mail becomes an .eml file in a folder. */
export function fileMailTransport(folder: string): MailTransport {
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const name = `${message.messageId.replace(/[^a-zA-Z0-9.-]/g, '_')}.eml`;
      const temp = path.join(folder, `.${name}.tmp`);
      await writeFile(temp, toEml(message));
      await rename(temp, path.join(folder, name));
    },
  };
}

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 465). */
  secure?: boolean;
  user?: string;
  password?: string;
  /** Name announced in EHLO. */
  clientName?: string;
  timeoutMs?: number;
}

/**
 * A small SMTP client (EHLO, optional AUTH PLAIN, MAIL, RCPT, DATA) over TCP or
 * implicit TLS, enough to hand a lead to a relay. Any reply outside the
 * expected class fails the send, and the outbox retries it.
 */
export function smtpMailTransport(options: SmtpOptions): MailTransport {
  return {
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        const socket = options.secure
          ? tls.connect({ host: options.host, port: options.port, servername: options.host })
          : net.connect({ host: options.host, port: options.port });
        socket.setTimeout(options.timeoutMs ?? 15_000);
        socket.setEncoding('utf8');
        const auth =
          options.user !== undefined
            ? Buffer.from(`\u0000${options.user}\u0000${options.password ?? ''}`).toString('base64')
            : null;
        const data = `${toEml(message).replace(/\r\n\./g, '\r\n..')}\r\n.`;
        const steps: Array<{ send: string | null; expect: number }> = [
          { send: null, expect: 2 },
          { send: `EHLO ${options.clientName ?? 'forecourt.localhost'}`, expect: 2 },
          ...(auth ? [{ send: `AUTH PLAIN ${auth}`, expect: 2 }] : []),
          { send: `MAIL FROM:<${message.from}>`, expect: 2 },
          { send: `RCPT TO:<${message.to}>`, expect: 2 },
          { send: 'DATA', expect: 3 },
          { send: data, expect: 2 },
          { send: 'QUIT', expect: 2 },
        ];
        let step = 0;
        let buffer = '';
        let done = false;
        const finish = (error?: Error) => {
          if (done) return;
          done = true;
          socket.destroy();
          if (error) reject(error);
          else resolve();
        };
        const advance = () => {
          const next = steps[step];
          if (!next) return finish();
          if (next.send !== null) socket.write(`${next.send}\r\n`);
        };
        socket.on('data', (chunk: string) => {
          buffer += chunk;
          // A reply ends with a line whose code is followed by a space.
          const lines = buffer.split('\r\n');
          const last = lines.findLast((l) => /^\d{3} /.test(l));
          if (!last) return;
          buffer = '';
          const code = Number(last.slice(0, 3));
          const expected = steps[step]?.expect ?? 2;
          if (Math.floor(code / 100) !== expected) {
            return finish(new Error(`SMTP ${options.host}: ${last}`));
          }
          step++;
          if (step >= steps.length) return finish();
          advance();
        });
        socket.on('timeout', () => finish(new Error(`SMTP ${options.host}: timed out`)));
        socket.on('error', (error) => finish(error));
        socket.on('close', () =>
          finish(
            step >= steps.length - 1
              ? undefined
              : new Error(`SMTP ${options.host}: connection closed`),
          ),
        );
      }),
  };
}

/** The variables that choose where lead e-mails go (docs/operations.md#mail). */
export const MAIL_VARIABLES = { smtp: 'SMTP_URL', from: 'MAIL_FROM' } as const;
const DEFAULT_MAIL_FROM = 'leads@forecourt.localhost';

export interface MailSettings {
  transport: MailTransport;
  /** The sender of every lead e-mail. */
  from: string;
  /** Where the e-mails go, for the start-up log: the relay (no password) or the folder. */
  description: string;
}

/**
 * Where lead e-mails go: the SMTP relay of SMTP_URL (`smtp://user:password@host:25`,
 * or `smtps://…:465` for implicit TLS), else .eml files in `<dataDir>/mail`, the
 * embedded default. MAIL_FROM is the sender. A wrong SMTP_URL throws, naming it.
 */
export function mailSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
): MailSettings {
  const from = env[MAIL_VARIABLES.from]?.trim() || DEFAULT_MAIL_FROM;
  const raw = env[MAIL_VARIABLES.smtp]?.trim();
  if (!raw) {
    const folder = path.join(dataDir, 'mail');
    return { transport: fileMailTransport(folder), from, description: `.eml files in ${folder}` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${MAIL_VARIABLES.smtp} is not a URL such as smtp://user:password@host:25`);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(`${MAIL_VARIABLES.smtp} must start smtp:// or smtps:// and name a host`);
  }
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 25;
  return {
    transport: smtpMailTransport({
      host: url.hostname,
      port,
      secure,
      ...(url.username
        ? { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
        : {}),
    }),
    from,
    description: `${url.protocol}//${url.hostname}:${port}`,
  };
}
