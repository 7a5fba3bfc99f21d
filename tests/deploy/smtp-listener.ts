/**
 * The least SMTP server the portal's transport (nodemailer) talks to, for the
 * once-only mail test. It keeps a message the moment its DATA ends, as a real
 * server puts it in its queue, and can withhold the "250" that tells the
 * sender so: a sender killed then has handed over a mail it never learned was
 * taken, the case that can mail someone twice.
 */
import net from 'node:net';

export interface ReceivedMail {
  /** The Message-ID header, e.g. <notification.…@portal.test>. */
  messageId: string;
  to: string[];
  /** Date.now() when its DATA ended. */
  at: number;
}

export interface SmtpListener {
  url: string;
  /** Every message whose DATA ended, acknowledged or not, in order. */
  received: ReceivedMail[];
  /** The messages answered "250": those the sender was told were taken (RFC 5321 §6.1). */
  acknowledged: ReceivedMail[];
  /** Messages kept whose "250" is being withheld (their sender still waits). */
  held: () => number;
  /** From now on, withhold the "250" after DATA (true) or answer at once (false). */
  stall: (on: boolean) => void;
  close: () => Promise<void>;
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const acknowledged: ReceivedMail[] = [];
  const held = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpts: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('error', () => undefined);
    socket.on('close', () => held.delete(socket));
    reply('220 listener ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const headers = message.split('\r\n\r\n')[0] ?? '';
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '';
          const mail = { messageId, to: rcpts, at: Date.now() };
          received.push(mail);
          rcpts = [];
          if (stalled) held.add(socket);
          else {
            reply('250 queued');
            acknowledged.push(mail);
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-listener\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'RCPT') {
          rcpts.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    acknowledged,
    held: () => held.size,
    stall: (on) => {
      stalled = on;
    },
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
