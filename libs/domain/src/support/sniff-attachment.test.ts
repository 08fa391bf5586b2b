import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAttachmentBytes, pdfHasActiveContent, sniffAttachment } from './sniff-attachment';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const join = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0);
const pdf = (body: string) =>
  ascii(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`);

describe('sniffAttachment', () => {
  it('knows pdf, jpeg and png by their first bytes, whatever the name says', () => {
    expect(sniffAttachment(pdf('1 0 obj << /Type /Catalog >> endobj'))).toBe('pdf');
    expect(sniffAttachment(join(PNG, ascii('IHDR')))).toBe('png');
    expect(sniffAttachment(join(JPEG, ascii('JFIF')))).toBe('jpeg');
  });

  it('refuses a PHP script, an SVG, HTML, a zip (a zip bomb named .pdf) and GIF', () => {
    for (const bytes of [
      ascii('<?php system($_GET["c"]); ?>'),
      ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ascii('<!doctype html><script>alert(1)</script>'),
      Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00),
      ascii('GIF89a'),
      new Uint8Array(0),
    ]) {
      expect(sniffAttachment(bytes)).toBeUndefined();
    }
  });
});

describe('pdfHasActiveContent', () => {
  it('finds /JavaScript, /JS, /Launch and /EmbeddedFile, also written with #hex escapes', () => {
    for (const name of ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles']) {
      expect(pdfHasActiveContent(ascii(`<< /S ${name} >>`)), name).toBe(true);
    }
    expect(pdfHasActiveContent(ascii('<< /S /J#61vaScript >>'))).toBe(true);
    expect(pdfHasActiveContent(ascii('<< /OpenAction<</S/JavaScript/JS(app.alert(1))>> >>'))).toBe(
      true,
    );
  });

  it('lets names that merely start alike through', () => {
    expect(pdfHasActiveContent(ascii('<< /Type /Page /JSON 1 /Launcher 2 /Font /F1 >>'))).toBe(
      false,
    );
  });
});

describe('checkAttachmentBytes', () => {
  it('accepts a plain PDF, PNG and JPEG with their type', () => {
    expect(checkAttachmentBytes('a.pdf', pdf('1 0 obj << >> endobj'))).toEqual({
      ok: true,
      value: 'pdf',
    });
    expect(checkAttachmentBytes('a.png', join(PNG, ascii('x')))).toEqual({
      ok: true,
      value: 'png',
    });
  });

  it('refuses content that is not pdf, jpeg or png, naming the file', () => {
    expect(checkAttachmentBytes('shell.jpg', ascii('<?php echo 1; ?>'))).toEqual({
      ok: false,
      errors: [{ code: 'support.attachmentContentNotAllowed', fileName: 'shell.jpg' }],
    });
  });

  it('refuses a PDF without its trailer, or with active content', () => {
    expect(checkAttachmentBytes('a.pdf', ascii('%PDF-1.7\n1 0 obj << >> endobj\n'))).toEqual({
      ok: false,
      errors: [{ code: 'support.attachmentUnsafe', fileName: 'a.pdf' }],
    });
    expect(
      checkAttachmentBytes('a.pdf', pdf('1 0 obj << /OpenAction << /S /Launch >> >> endobj')),
    ).toEqual({ ok: false, errors: [{ code: 'support.attachmentUnsafe', fileName: 'a.pdf' }] });
  });

  describe('properties', () => {
    const body = fc.uint8Array({ maxLength: 200 });

    it('bytes that start with none of the three signatures are never accepted', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 255 }).filter((first) => ![0x25, 0x89, 0xff].includes(first)),
          body,
          (first, rest) => {
            const bytes = join(Uint8Array.of(first), rest);
            expect(sniffAttachment(bytes)).toBeUndefined();
            expect(checkAttachmentBytes('x.png', bytes).ok).toBe(false);
          },
        ),
      );
    });

    it('the type follows the signature, never the name', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(['png', PNG] as const, ['jpeg', JPEG] as const),
          body,
          fc.constantFrom('a.pdf', 'a.png', 'a.jpg', 'a.html', 'a'),
          ([type, signature], rest, name) => {
            expect(checkAttachmentBytes(name, join(signature, rest))).toEqual({
              ok: true,
              value: type,
            });
          },
        ),
      );
    });

    it('a forbidden name anywhere in a PDF, escaped or not, refuses it', () => {
      const forbidden = fc
        .constantFrom('JavaScript', 'JS', 'Launch', 'EmbeddedFile')
        .chain((name) =>
          fc
            .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
            .map((escape) =>
              [...name]
                .map((char, index) =>
                  escape[index] === true
                    ? `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`
                    : char,
                )
                .join(''),
            ),
        );
      fc.assert(
        fc.property(
          fc.string({ maxLength: 40 }),
          forbidden,
          fc.string({ maxLength: 40 }),
          (before, name, after) => {
            const safeBefore = before.replace(/[^A-Za-z0-9 ]/g, ' ');
            const safeAfter = after.replace(/[^A-Za-z0-9 ]/g, ' ');
            const bytes = pdf(`1 0 obj << ${safeBefore} /${name} ${safeAfter} >> endobj`);
            expect(checkAttachmentBytes('a.pdf', bytes).ok).toBe(false);
          },
        ),
      );
    });
  });
});
