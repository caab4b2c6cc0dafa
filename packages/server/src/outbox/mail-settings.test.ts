import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from './mail';

const message = {
  from: 'leads@example.com',
  to: 'sales@dealer.example',
  subject: 'New lead',
  text: 'Hello',
  messageId: 'm-1@forecourt',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-mail-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('where lead e-mails go', () => {
  it('writes .eml files under the data folder when SMTP_URL is unset', async () => {
    const mail = mailSettingsFromEnv({}, dir);
    expect(mail.from).toBe('leads@forecourt.localhost');
    expect(mail.description).toBe(`.eml files in ${path.join(dir, 'mail')}`);
    await mail.transport.send(message);
    expect(await readdir(path.join(dir, 'mail'))).toEqual(['m-1_forecourt.eml']);
  });

  it('hands them to the SMTP relay of SMTP_URL, logging in as its user, from MAIL_FROM', async () => {
    const heard: string[] = [];
    const relay = net.createServer((socket) => {
      socket.setEncoding('utf8');
      socket.write('220 relay\r\n');
      let inData = false;
      socket.on('data', (chunk: string) => {
        for (const line of chunk.split('\r\n').filter(Boolean)) {
          heard.push(line);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            }
          } else if (line === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (line === 'QUIT') {
            socket.end('221 bye\r\n');
          } else {
            socket.write('250 ok\r\n');
          }
        }
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as net.AddressInfo;
    try {
      const mail = mailSettingsFromEnv(
        {
          SMTP_URL: `smtp://lead%40dealer:s3cret@127.0.0.1:${port}`,
          MAIL_FROM: 'web@dealer.example',
        },
        dir,
      );
      expect(mail.description).toBe(`smtp://127.0.0.1:${port}`);
      await mail.transport.send({ ...message, from: mail.from });
      expect(heard).toContain(
        `AUTH PLAIN ${Buffer.from('\u0000lead@dealer\u0000s3cret').toString('base64')}`,
      );
      expect(heard).toContain('MAIL FROM:<web@dealer.example>');
      expect(heard).toContain('RCPT TO:<sales@dealer.example>');
    } finally {
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  it('refuses an SMTP_URL that names no SMTP relay', () => {
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'relay.example:25' }, dir)).toThrow(
      /SMTP_URL must start smtp:\/\/ or smtps:\/\//,
    );
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'not a url' }, dir)).toThrow(
      /SMTP_URL is not a URL/,
    );
  });
});
