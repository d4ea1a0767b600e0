// A local inbox in the spirit of the CLI's Mailpit: every e-mail the stack "sends" is kept as a
// JSON file in .local/mail/ and readable over HTTP with a subset of Mailpit's API.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface Address {
  Email: string;
  Name?: string;
}

export interface MailMessage {
  ID: string;
  From: Address;
  To: Address[];
  Subject: string;
  Text: string;
  HTML: string;
  Created: string;
}

export interface OutgoingMail {
  from?: Address;
  to: Address[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<MailMessage>;
  list(): MailMessage[];
}

const defaultFrom: Address = { Email: 'no-reply@fedatario.mx', Name: 'Fedatario' };

export function createMailer(dir: string): Mailer {
  fs.mkdirSync(dir, { recursive: true });
  return {
    async send(mail) {
      const message: MailMessage = {
        ID: randomUUID(),
        From: mail.from ?? defaultFrom,
        To: mail.to,
        Subject: mail.subject,
        Text: mail.text,
        HTML: mail.html ?? '',
        Created: new Date().toISOString(),
      };
      // Sortable file names keep the listing in arrival order without reading every file.
      const name = `${Date.now().toString().padStart(15, '0')}-${message.ID}.json`;
      await fs.promises.writeFile(path.join(dir, name), JSON.stringify(message, null, 2));
      return message;
    },
    list() {
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as MailMessage);
    },
  };
}

function summary(m: MailMessage) {
  return {
    ID: m.ID,
    From: m.From,
    To: m.To,
    Subject: m.Subject,
    Created: m.Created,
    Snippet: m.Text.slice(0, 200),
  };
}

function isAddress(a: unknown): a is Address {
  return typeof a === 'object' && a !== null && typeof (a as Address).Email === 'string';
}

/**
 * GET /api/v1/messages (newest first, optional ?query= on subject, sender or recipient),
 * GET /api/v1/message/{ID}, DELETE /api/v1/messages, POST /api/v1/send (Mailpit's send API,
 * used by edge functions when no e-mail provider is configured).
 */
export function createMailServer(dir: string, mailer: Mailer): http.Server {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === 'GET' && url.pathname === '/api/v1/messages') {
        const q = url.searchParams.get('query')?.toLowerCase();
        const messages = mailer
          .list()
          .filter((m) => !q || JSON.stringify([m.Subject, m.From, m.To]).toLowerCase().includes(q));
        return json(200, { total: messages.length, messages: messages.map(summary) });
      }
      const one = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const found = mailer.list().find((m) => m.ID === one[1]);
        return found ? json(200, found) : json(404, { error: 'message not found' });
      }
      if (req.method === 'DELETE' && url.pathname === '/api/v1/messages') {
        for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
        return json(200, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/send') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
          string,
          unknown
        >;
        const to = Array.isArray(body.To) ? body.To.filter(isAddress) : [];
        if (to.length === 0 || typeof body.Subject !== 'string') {
          return json(400, { error: 'To and Subject are required' });
        }
        const sent = await mailer.send({
          from: isAddress(body.From) ? body.From : undefined,
          to,
          subject: body.Subject,
          text: typeof body.Text === 'string' ? body.Text : '',
          html: typeof body.HTML === 'string' ? body.HTML : undefined,
        });
        return json(200, { ID: sent.ID });
      }
      json(404, { error: 'not found' });
    } catch (err) {
      json(400, { error: (err as Error).message });
    }
  });
}
