import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { apiServer } from './server';

/** The outbox of the API this test's worker talks to. */
function outboxDir(): string {
  return apiServer(test.info().parallelIndex).outboxDir;
}

/** A MIME body decoded by its Content-Transfer-Encoding. */
function decodeBody(encoding: string, body: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/**
 * The readable text of an `.eml` file: every part's body decoded (the mail library picks the
 * transfer encoding by content, so a long link may be wrapped by quoted-printable or base64).
 * A message without encoded parts is readable as it is.
 */
function readableText(raw: string): string {
  const parts = [
    ...raw.matchAll(/Content-Transfer-Encoding:\s*([\w-]+)[^]*?\r?\n\r?\n([^]*?)(?=\r?\n--|$)/gi),
  ];
  if (parts.length === 0) return raw;
  return parts.map(([, encoding = '', body = '']) => decodeBody(encoding, body)).join('\n');
}

interface OutboxEmail {
  /** The message as written, headers included. */
  raw: string;
  /** Its bodies, decoded. */
  text: string;
}

async function emailsSince(since: number): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // No email written yet: the API creates the directory with the first one.
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const path = join(outboxDir(), name);
      return { path, modified: (await stat(path)).mtimeMs };
    }),
  );
  const recent = files
    .filter((file) => file.modified >= since)
    .sort((a, b) => b.modified - a.modified);
  return Promise.all(
    recent.map(async (file) => {
      const raw = await readFile(file.path, 'utf8');
      return { raw, text: readableText(raw) };
    }),
  );
}

/**
 * Waits for the newest email to `recipient` written since `since` (epoch ms) and returns the
 * first link in it to `route` (e.g. '/verify-sign-up/').
 */
export async function linkFromEmail(
  recipient: string,
  route: string,
  since: number,
  timeoutMs = 15_000,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route}[A-Za-z0-9._~%-]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const { raw, text } of await emailsSince(since)) {
      const to = /^To:\s*(.*)$/im.exec(raw)?.[1] ?? '';
      if (!to.toLowerCase().includes(recipient.toLowerCase())) continue;
      const link = pattern.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${recipient} with a ${route} link in ${outboxDir()}`);
}
