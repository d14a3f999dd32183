// A real SMTP server on a free local port (smtp-server), keeping each mail it receives parsed (mailparser), so a
// test reads the invitation or reset Aula sent as its recipient would.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** the mails to one address, in the order they came */
  to(address: string): ReceivedMail[];
  /** refuses every mail until turned on again (a server that is down) */
  refuse(refusing: boolean): void;
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream).then((parsed) => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        mails.push({
          to, subject: parsed.subject ?? '', text: parsed.text ?? '',
          attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content })),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((mail) => mail.to === address),
    refuse: (value) => { refusing = value; },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
