import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSmtpMailer, recentMail } from './mailer';

describe('mail over SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // A real SMTP server in this process: nodemailer talks the whole protocol to it.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('sends through SMTP_URL and keeps a copy in the outbox', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer(t.app.database.db, `smtp://127.0.0.1:${port}`, 'Willowbrook <portal@willowbrook.test>');
    await mailer.send({
      siteId: 'site-willowbrook',
      budget: 'system',
      to: 'ana.ruiz@example.com',
      subject: 'You are invited',
      text: 'Open https://localhost/family-portal/invitation/abc',
      links: ['https://localhost/family-portal/invitation/abc'],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'portal@willowbrook.test', to: ['ana.ruiz@example.com'] });
    expect(received[0]!.raw).toMatch(/Subject: You are invited/);
    expect(received[0]!.raw).toMatch(/family-portal\/invitation\/abc/);
    const [copy] = await recentMail(t.app.database.db, 'site-willowbrook');
    expect(copy).toMatchObject({ toAddress: 'ana.ruiz@example.com', transport: 'smtp' });
  });

  it('fails loudly when the SMTP server refuses, and records nothing', async () => {
    const mailer = createSmtpMailer(t.app.database.db, 'smtp://127.0.0.1:1');
    await expect(mailer.send({ siteId: 'site-willowbrook', budget: 'system', to: 'x@example.com', subject: 'Nope', text: '', links: [] })).rejects.toThrow();
    expect((await recentMail(t.app.database.db, 'site-willowbrook')).map((row) => row.subject)).not.toContain('Nope');
  });
});
