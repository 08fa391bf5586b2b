import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { EXIT, runOperatorCli } from '../../src/cli/operator-cli';
import { auditRepository } from '../../src/operators/audit-repository';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { buildCheckoutApp } from '../checkout/helpers';
import { decoded } from '../helpers/inject';
import { pdf, png, sendFeedback } from '../support/helpers';
import { API, addOperator, bearer, OPERATOR_PASSWORD, signIn } from './helpers';

let app: FastifyInstance;
let url: string;
let home: string;
let customer: string;

/** Runs the command line in this process; answers its exit code and what it printed. */
async function cli(argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    env: { OPERATOR_TOKEN_FILE: join(home, 'token'), OPERATOR_PASSWORD },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readSecret: async () => OPERATOR_PASSWORD,
    fetch,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function newCase(feedback: string): Promise<string> {
  const sent = await sendFeedback(
    app,
    { subject: 'PAYMENT', subSubject: 'PAYMENT_POINTS', noHasOrderNumber: 'Y', feedback },
    [{ field: 'att1', name: 'receipt.pdf', bytes: pdf() }],
    bearer(customer),
  );
  expect(sent.statusCode).toBe(200);
  return decoded(routes.sendFeedback, sent.json()).ticketId;
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'operator-cli-cases-'));
  app = await buildCheckoutApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  customer = await signIn(app, DEMO_CUSTOMERS[0]!.email);
  await addOperator(app, 'cli-cases@rewards.example');
  expect((await cli(['login', '--email', 'cli-cases@rewards.example', '--url', url])).code).toBe(
    EXIT.ok,
  );
});
afterAll(async () => {
  await app.close();
  rmSync(home, { recursive: true, force: true });
});

describe('npm run operator: cases', () => {
  it('--help lists the cases commands', async () => {
    const { out } = await cli(['--help']);
    for (const command of [
      'cases [--status open|answered|closed]',
      'case <ticketId>',
      'answer <ticketId> --message <text> [--file <path>]...',
      'close <ticketId>',
      'case-file <fileId> --out <file>',
    ]) {
      expect(out).toContain(command);
    }
  });

  it('lists the open cases, reads a thread with its files, answers with files, saves a file and closes', async () => {
    const ticketId = await newCase('Were my points taken twice?');
    const waiting = await cli(['cases']);
    expect(waiting.err).toBe('');
    expect(waiting.out).toMatch(new RegExp(`${ticketId}\\s+waiting .*\\(customer\\)`));
    expect((await cli(['cases', '--status', 'answered'])).out).not.toContain(ticketId);

    const read = await cli(['case', ticketId]);
    expect(read.code).toBe(EXIT.ok);
    expect(read.out).toContain(
      `${ticketId}  OPEN  Payment, points and instalments / Rewards points`,
    );
    expect(read.out).toContain('Were my points taken twice?');
    const [, fileId] = /file: receipt\.pdf \(application\/pdf\) {2}(\S+)/.exec(read.out) ?? [];
    expect(fileId).toBeDefined();

    const saved = join(home, 'receipt.pdf');
    const file = await cli(['case-file', fileId!, '--out', saved]);
    expect(file.err).toBe('');
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // An existing file is not overwritten.
    expect((await cli(['case-file', fileId!, '--out', saved])).code).toBe(EXIT.usage);

    const label = join(home, 'label.png');
    writeFileSync(label, await png());
    const answered = await cli([
      'answer',
      ticketId,
      '--message',
      'Only once: 30,000 points.',
      '--file',
      label,
      '--file',
      saved,
    ]);
    expect(answered.err).toBe('');
    expect(answered.out).toContain(`Answered ${ticketId}`);
    expect(answered.out).toMatch(
      /\(shop\):\n {2}Only once: 30,000 points\.\n {2}file: label\.png \(image\/png\)/,
    );
    expect(answered.out).toContain('file: receipt.pdf (application/pdf)');
    const tickets = await app.inject({ url: `${API}/feedback`, headers: bearer(customer) });
    expect(
      decoded(routes.tickets, tickets.json()).find((entry) => entry.ticketId === ticketId)?.read,
    ).toBe(false);
    expect((await cli(['cases', '--status', 'answered'])).out).toMatch(
      new RegExp(`${ticketId}\\s+answered`),
    );

    const closed = await cli(['close', ticketId]);
    expect(closed.out).toBe(`${ticketId} is CLOSED.`);
    expect((await cli(['cases'])).out).not.toContain(ticketId);
    expect((await cli(['cases', '--status', 'closed', '--json'])).out).toContain(ticketId);
    const refused = await cli(['answer', ticketId, '--message', 'Again']);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.err).toMatch(/^400: /);

    const audit = await auditRepository(app.db).ofTarget(`case:${ticketId}`);
    expect(audit.map((entry) => entry.action)).toEqual(['answer-case', 'close-case']);
  });

  it('pages the list, and refuses what it cannot send', async () => {
    await newCase('First of two');
    await newCase('Second of two');
    const first = await cli(['cases', '--size', '1']);
    expect(first.out).toMatch(/Page 1 of \d+ \(\d+ cases\)$/);
    expect(first.out.split('\n')).toHaveLength(2);
    const second = await cli(['cases', '--size', '1', '--page', '2']);
    expect(second.out.split('\n')[0]).not.toBe(first.out.split('\n')[0]);

    expect((await cli(['cases', '--status', 'pending'])).code).toBe(EXIT.usage);
    expect((await cli(['answer', 'CS00000001'])).err).toBe('--message is required');
    const missing = await cli([
      'answer',
      'CS00000001',
      '--message',
      'x',
      '--file',
      join(home, 'nothing.pdf'),
    ]);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.err).toContain('cannot read');
    const php = join(home, 'shell.jpg');
    writeFileSync(php, '<?php system($_GET["c"]); ?>');
    const ticketId = await newCase('A case for a bad file');
    const bad = await cli(['answer', ticketId, '--message', 'Here', '--file', php]);
    expect(bad.code).toBe(EXIT.refused);
    expect((await cli(['case', 'CS99999999'])).err).toMatch(/^404: /);
  });
});
