import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { signUpAndIn } from '../accounts/helpers';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import {
  API,
  bearer,
  buildAppWithDataDir,
  filesIn,
  jpegWithExif,
  operatorToken,
  pdf,
  png,
  sendFeedback,
  supportRows,
  type TestFile,
} from './helpers';

const VISITOR = {
  firstName: 'Somsri Visitor',
  email: 'somsri@example.com',
  subject: 'PRODUCT',
  feedback: 'Please see the attached files.',
};
const CUSTOMER = { subject: 'PRODUCT', noHasOrderNumber: 'Y', feedback: 'My receipt and a photo.' };

/** A PDF whose only stream hides JavaScript in Flate-compressed bytes. */
function pdfWithCompressedScript(): Buffer {
  const script = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
    script,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1'),
  ]);
}

/** A zip whose one entry inflates to 200 MB of zeros, named .pdf. */
function zipBomb(): Buffer {
  const header = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
  return Buffer.concat([header, Buffer.alloc(20), deflateRawSync(Buffer.alloc(200 * 1024 * 1024))]);
}

describe.each(['database', 'disk'] as const)('attachments, files kept in the %s', (store) => {
  let app: FastifyInstance;
  let dataDir: string | undefined;
  let customer: string;
  let other: string;
  let operator: string;
  const folder = () => (dataDir === undefined ? '' : join(dataDir, 'attachments'));

  beforeAll(async () => {
    if (store === 'disk') {
      dataDir = mkdtempSync(join(tmpdir(), 'support-files-'));
      app = await buildAppWithDataDir(dataDir);
    } else {
      app = await buildTestApp({
        PASSWORD_HASH_COST: 'test',
        SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
      });
    }
    customer = await signUpAndIn(app, `files-${store}@example.com`);
    other = await signUpAndIn(app, `files-other-${store}@example.com`);
    operator = await operatorToken(app, `files-operator-${store}@example.com`);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends files that must all be refused; checks that no row and no file was written. */
  async function refused(files: readonly TestFile[], headers: Record<string, string> = {}) {
    const rows = await supportRows(app.db);
    const onDisk = filesIn(folder());
    const response = await sendFeedback(
      app,
      headers.authorization ? CUSTOMER : VISITOR,
      files,
      headers,
    );
    expect(await supportRows(app.db)).toEqual(rows);
    expect(filesIn(folder())).toEqual(onDisk);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response;
  }

  it('refuses a PHP script renamed .jpg, an SVG and a fake JPEG that is HTML', async () => {
    const php = await refused([
      {
        field: 'att1',
        name: 'shell.jpg',
        bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
        type: 'image/jpeg',
      },
    ]);
    expect(php.json()).toMatchObject({
      errorKey: 'E314',
      fieldErrors: [{ field: 'att1', code: 'support.attachmentContentNotAllowed' }],
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      (
        await refused([{ field: 'att1', name: 'logo.svg', bytes: svg, type: 'image/svg+xml' }])
      ).json(),
    ).toMatchObject({ errorKey: 'E314' });
    expect(
      (await refused([{ field: 'att1', name: 'logo.png', bytes: svg, type: 'image/png' }])).json(),
    ).toMatchObject({ errorKey: 'E314' });
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    expect(
      (
        await refused([{ field: 'att1', name: 'photo.jpg', bytes: polyglot, type: 'image/jpeg' }])
      ).json(),
    ).toMatchObject({ errorKey: 'E314', fieldErrors: [{ code: 'support.attachmentUnsafe' }] });
  });

  it('refuses a zip bomb named .pdf, a PDF with JavaScript (plain or compressed) and a PDF without its trailer', async () => {
    for (const bytes of [
      zipBomb(),
      pdf('1 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n'),
      pdf('1 0 obj\n<< /Names << /EmbeddedFiles 2 0 R >> >>\nendobj\n'),
      pdf('1 0 obj\n<< /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj\n'),
      pdfWithCompressedScript(),
      Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'),
    ]) {
      const answer = await refused([
        { field: 'att1', name: 'doc.pdf', bytes, type: 'application/pdf' },
      ]);
      expect(answer.json()).toMatchObject({ errorKey: 'E314' });
    }
  });

  it('refuses an 11th file while streaming, and one byte past 10,240,000 in total', async () => {
    const eleven = await png();
    const files = Array.from({ length: 11 }, (_, index) => ({
      field: `att${Math.min(index + 1, 10)}`,
      name: `scan${index + 1}.png`,
      bytes: eleven,
    }));
    files[10] = { field: 'att10', name: 'scan11.png', bytes: eleven };
    const tooMany = await refused(
      files.map((file, index) => (index === 10 ? { ...file, field: 'att11' } : file)),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ errorKey: 'E314' });

    const half = Buffer.alloc(5_120_000, 0x20);
    const first = Buffer.concat([pdf(), half.subarray(pdf().length)]);
    const tooLarge = await refused([
      { field: 'att1', name: 'a.pdf', bytes: first },
      { field: 'att2', name: 'b.pdf', bytes: Buffer.alloc(5_120_001, 0x20) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      errorKey: 'E314',
      fieldErrors: [{ code: 'support.attachmentsTooLarge' }],
    });
  });

  it('takes exactly 10,240,000 bytes in ten files', async () => {
    const each = 1_024_000;
    const body = pdf();
    const tail = Buffer.from('\n%%EOF\n', 'latin1');
    const file = Buffer.concat([body, Buffer.alloc(each - body.length - tail.length, 0x20), tail]);
    const files = Array.from({ length: 10 }, (_, index) => ({
      field: `att${index + 1}`,
      name: `part${index + 1}.pdf`,
      bytes: file,
    }));
    const answer = await sendFeedback(app, VISITOR, files);
    expect(answer.statusCode).toBe(200);
  });

  it("keeps a visitor's PDF and PNG, which no customer can download, but an operator can", async () => {
    const rows = await supportRows(app.db);
    const answer = await sendFeedback(app, VISITOR, [
      { field: 'att1', name: 'receipt.pdf', bytes: pdf() },
      { field: 'att2', name: 'photo.png', bytes: await png() },
    ]);
    expect(answer.statusCode).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, answer.json());
    const after = await supportRows(app.db);
    expect(after['support_case']).toBe((rows['support_case'] ?? 0) + 1);
    expect(after['support_file']).toBe((rows['support_file'] ?? 0) + 2);
    expect(after['support_file_content']).toBe(
      (rows['support_file_content'] ?? 0) + (store === 'database' ? 2 : 0),
    );

    const thread = decoded(
      routes.operatorCase,
      (
        await app.inject({ url: `${API}/operator/cases/${ticketId}`, headers: bearer(operator) })
      ).json(),
    );
    const [message] = thread.thread.feedbackMessagesVMs;
    expect(message?.responseAttachFile.map((file) => file.fileName)).toEqual([
      'receipt.pdf',
      'photo.png',
    ]);
    for (const token of [customer, other]) {
      const download = await app.inject({
        url: `${API}/storage/download-attach-file?filePath=${message?.file1 ?? ''}`,
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(404);
    }
    const byOperator = await app.inject({
      url: `${API}/operator/case-file?filePath=${message?.file2 ?? ''}`,
      headers: bearer(operator),
    });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.headers['content-type']).toBe('image/png');
    expect(byOperator.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("serves a customer's own file as an attachment, re-encoded without its metadata or what was appended", async () => {
    const secret = 'GPS 13.7563N 100.5018E';
    const polyglot = Buffer.concat([
      await jpegWithExif(secret),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const answer = await sendFeedback(
      app,
      CUSTOMER,
      [
        { field: 'att1', name: 'ใบเสร็จ.pdf', bytes: pdf() },
        { field: 'att2', name: '../../photo.jpg', bytes: polyglot },
      ],
      bearer(customer),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, answer.json());
    const thread = decoded(
      routes.searchFeedback,
      (
        await app.inject({
          url: `${API}/feedback/searchFeedback/${ticketId}`,
          headers: bearer(customer),
        })
      ).json(),
    );
    const [message] = thread.feedbackMessagesVMs;
    expect(message?.responseAttachFile.map((file) => file.fileName)).toEqual([
      'ใบเสร็จ.pdf',
      'photo.jpg',
    ]);

    const pdfFile = await app.inject({
      url: `${API}/storage/download-attach-file?filePath=${message?.file1 ?? ''}`,
      headers: bearer(customer),
    });
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.headers['content-disposition']).toMatch(/^attachment; /);
    expect(pdfFile.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('ใบเสร็จ.pdf')}`,
    );
    expect(pdfFile.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfFile.rawPayload.equals(pdf())).toBe(true);

    const image = await app.inject({
      url: `${API}/storage/download-attach-file?filePath=${message?.file2 ?? ''}`,
      headers: bearer(customer),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(image.rawPayload.toString('latin1')).not.toContain('<script');
    expect(image.rawPayload.toString('latin1')).not.toContain('13.7563');

    const stranger = await app.inject({
      url: `${API}/storage/download-attach-file?filePath=${message?.file2 ?? ''}`,
      headers: bearer(other),
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          url: `${API}/feedback/searchFeedback/${ticketId}`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a filePath that is not a stored file id is 404, whatever it names', async () => {
    for (const filePath of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '/etc/passwd',
      'attachments/../../rewards-store.lock',
      '0'.repeat(32),
      'A'.repeat(32),
    ]) {
      const response = await app.inject({
        url: `${API}/storage/download-attach-file?filePath=${encodeURIComponent(filePath)}`,
        headers: bearer(customer),
      });
      expect(response.statusCode, filePath).toBe(404);
    }
  });
});
