import { domainError, type Checked, type DomainError } from '../shared/domain-error';
import type { SupportErrorCode } from './error-codes';

/** What an attachment is, judged by its bytes. */
export type AttachmentType = 'pdf' | 'jpeg' | 'png';

const SIGNATURES: readonly (readonly [AttachmentType, readonly number[]])[] = [
  // "%PDF-"
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/**
 * The type of a file by its first bytes (its magic number), never by its name
 * or the type its sender declared: a PHP script or an SVG named `.jpg`, or a
 * zip named `.pdf`, is none of the three.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | undefined {
  const found = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return found?.[0];
}

/**
 * PDF names that run something or carry another file: scripts, launching a
 * program, embedded files. A PDF naming any of them is refused.
 */
const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
]);

/** A PDF name token: a solidus and the regular characters after it (ISO 32000 7.3.5). */
const PDF_NAME = /\/([^\s/<>[\](){}%]*)/g;

/** Bytes as text of one character per byte. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return text;
}

/**
 * Whether PDF bytes name JavaScript, a launch action or an embedded file, also
 * when the name is written with `#xx` escapes (`/J#61vaScript`). The server
 * applies it to the raw file and to each of its streams once inflated.
 */
export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  for (const match of latin1(bytes).matchAll(PDF_NAME)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_PDF_NAMES.has(name)) return true;
  }
  return false;
}

/** How far from the end a PDF's `%%EOF` may be (trailing line breaks and padding). */
const PDF_TRAILER_WINDOW = 1024;

/** Whether a PDF has its version header and ends with `%%EOF`. */
function hasPdfFrame(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return false;
  return latin1(bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_WINDOW))).includes('%%EOF');
}

/**
 * Checks an attachment's bytes (spec section 5, "Attachments": only pdf, jpg
 * and png): its type comes from its magic number; a PDF must have its header
 * and `%%EOF` trailer and name no active content (`pdfHasActiveContent`).
 * Images are re-encoded by the server, which drops anything hidden after or
 * beside the picture. Refusals name the file.
 */
export function checkAttachmentBytes(
  fileName: string,
  bytes: Uint8Array,
): Checked<AttachmentType, DomainError<SupportErrorCode>> {
  const type = sniffAttachment(bytes);
  if (type === undefined) {
    return {
      ok: false,
      errors: [domainError('support.attachmentContentNotAllowed', { fileName })],
    };
  }
  if (type === 'pdf' && (!hasPdfFrame(bytes) || pdfHasActiveContent(bytes))) {
    return { ok: false, errors: [domainError('support.attachmentUnsafe', { fileName })] };
  }
  return { ok: true, value: type };
}
