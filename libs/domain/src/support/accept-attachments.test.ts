import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentFileArb } from '../testing/support.arbitraries';
import { acceptAttachments } from './accept-attachments';

const file = (name: string, size = 1000) => ({ name, size });
const names = (files: readonly { name: string }[]) => files.map((attachment) => attachment.name);

describe('acceptAttachments', () => {
  it('keeps pdf, jpg, jpeg and png files, in any letter case, in order', () => {
    const result = acceptAttachments(
      [file('receipt.pdf')],
      [file('photo.JPG'), file('box.jpeg'), file('scan.Png')],
    );
    expect(names(result.attachments)).toEqual(['receipt.pdf', 'photo.JPG', 'box.jpeg', 'scan.Png']);
    expect(result.errors).toEqual([]);
  });

  it('"Only accept image and pdf file": refuses other types and names without an extension', () => {
    const result = acceptAttachments(
      [],
      [file('notes.docx'), file('anim.gif'), file('pdf'), file('.png'), file('ok.png')],
    );
    expect(names(result.attachments)).toEqual(['ok.png']);
    expect(result.errors).toEqual(
      ['notes.docx', 'anim.gif', 'pdf', '.png'].map((fileName) => ({
        code: 'support.attachmentTypeNotAllowed',
        fileName,
      })),
    );
  });

  it('"duplicate names ignored": a file whose name is already attached keeps the first, silently', () => {
    const first = file('receipt.pdf', 100);
    const result = acceptAttachments([first], [file('receipt.pdf', 200), file('receipt.pdf', 300)]);
    expect(result.attachments).toEqual([first]);
    expect(result.errors).toEqual([]);
  });

  it('"max 10 files": the 11th is refused', () => {
    const ten = Array.from({ length: 10 }, (_, index) => file(`scan${index + 1}.pdf`));
    const result = acceptAttachments(ten, [file('scan11.pdf')]);
    expect(result.attachments).toHaveLength(10);
    expect(result.errors).toEqual([
      { code: 'support.attachmentsTooMany', fileName: 'scan11.pdf', max: 10 },
    ]);
  });

  it('"total 10,240,000 bytes": exactly 10,240,000 fits, one byte more does not', () => {
    expect(
      acceptAttachments([file('a.pdf', 5_120_000)], [file('b.pdf', 5_120_000)]).errors,
    ).toEqual([]);
    expect(acceptAttachments([file('a.pdf', 5_120_000)], [file('b.pdf', 5_120_001)])).toEqual({
      attachments: [file('a.pdf', 5_120_000)],
      errors: [{ code: 'support.attachmentsTooLarge', fileName: 'b.pdf', maxBytes: 10_240_000 }],
    });
  });

  it('still keeps a smaller file that fits after a refused large one', () => {
    const result = acceptAttachments(
      [],
      [file('a.pdf', 9_000_000), file('b.pdf', 2_000_000), file('c.png', 1_000_000)],
    );
    expect(names(result.attachments)).toEqual(['a.pdf', 'c.png']);
    expect(result.errors.map((error) => error.code)).toEqual(['support.attachmentsTooLarge']);
  });

  it('a refused file does not take its name: a later file of that name can be kept', () => {
    const result = acceptAttachments([], [file('a.pdf', 20_000_000), file('a.pdf', 10)]);
    expect(result.attachments).toEqual([file('a.pdf', 10)]);
  });

  it('refuses a size that is not a whole number of bytes, with every reason for the file', () => {
    const result = acceptAttachments(
      [],
      [file('a.pdf', -1), file('b.pdf', 1.5), file('c.exe', Number.NaN)],
    );
    expect(result.attachments).toEqual([]);
    expect(result.errors).toEqual([
      { code: 'support.attachmentSizeInvalid', fileName: 'a.pdf' },
      { code: 'support.attachmentSizeInvalid', fileName: 'b.pdf' },
      { code: 'support.attachmentTypeNotAllowed', fileName: 'c.exe' },
      { code: 'support.attachmentSizeInvalid', fileName: 'c.exe' },
    ]);
  });

  it('returns the very objects it was given (a browser File stays a File)', () => {
    const picked = { name: 'photo.png', size: 10, lastModified: 1 };
    expect(acceptAttachments([], [picked]).attachments[0]).toBe(picked);
  });

  describe('properties', () => {
    const batches = fc.tuple(
      fc.array(attachmentFileArb(), { maxLength: 8 }),
      fc.array(attachmentFileArb(), { maxLength: 12 }),
    );

    it('the accepted list never exceeds 10 files or 10,240,000 bytes', () => {
      fc.assert(
        fc.property(batches, ([attached, added]) => {
          const { attachments } = acceptAttachments(attached, added);
          expect(attachments.length).toBeLessThanOrEqual(10);
          expect(
            attachments.reduce((total, attachment) => total + attachment.size, 0),
          ).toBeLessThanOrEqual(10_240_000);
        }),
      );
    });

    it('never has two files of one name, and only pdf, jpg, jpeg or png', () => {
      fc.assert(
        fc.property(batches, ([attached, added]) => {
          const kept = names(acceptAttachments(attached, added).attachments);
          expect(new Set(kept).size).toBe(kept.length);
          for (const name of kept) expect(name).toMatch(/\.(pdf|jpe?g|png)$/i);
        }),
      );
    });

    it('keeps input order: the accepted files are a subsequence of the files given', () => {
      fc.assert(
        fc.property(batches, ([attached, added]) => {
          const given = [...attached, ...added];
          let position = 0;
          for (const kept of acceptAttachments(attached, added).attachments) {
            position = given.indexOf(kept, position) + 1;
            expect(position).toBeGreaterThan(0);
          }
        }),
      );
    });

    it('files already accepted stay accepted when more are added', () => {
      fc.assert(
        fc.property(batches, ([first, second]) => {
          const before = acceptAttachments([], first).attachments;
          const after = acceptAttachments(before, second).attachments;
          expect(after.slice(0, before.length)).toEqual(before);
        }),
      );
    });

    it('every given file is kept, ignored as a duplicate, or named in an error', () => {
      fc.assert(
        fc.property(batches, ([attached, added]) => {
          const { attachments, errors } = acceptAttachments(attached, added);
          const keptNames = new Set(names(attachments));
          const refusedNames = new Set(errors.map((error) => error.fileName));
          for (const given of [...attached, ...added]) {
            expect(keptNames.has(given.name) || refusedNames.has(given.name)).toBe(true);
          }
        }),
      );
    });
  });
});
