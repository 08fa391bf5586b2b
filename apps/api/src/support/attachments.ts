import { inflateSync } from 'node:zlib';
import type { FieldError, UploadedFile } from '@rewards/api-client/contract';
import {
  acceptAttachments,
  checkAttachmentBytes,
  domainError,
  pdfHasActiveContent,
  type AttachmentType,
  type DomainError,
} from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';

/** A file ready to be kept: its bytes re-encoded or checked, its type from its bytes. */
export interface PreparedFile {
  readonly fileName: string;
  readonly contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  readonly bytes: Buffer;
}

const CONTENT_TYPES: Readonly<Record<AttachmentType, PreparedFile['contentType']>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const EXTENSIONS: Readonly<Record<AttachmentType, readonly string[]>> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
};

/** The most pixels a picture may have: a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 50_000_000;

/** The most bytes one PDF stream may inflate to: a stream that unpacks further is a bomb. */
const MAX_INFLATED_STREAM_BYTES = 32 * 1024 * 1024;

/** The file name kept and served: no folders, no control characters, the extension of its type. */
function keptName(fileName: string, type: AttachmentType): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 100);
  const extension = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  const named = base === '' ? 'attachment' : base;
  return extension !== undefined && EXTENSIONS[type].includes(extension)
    ? named
    : `${named}.${EXTENSIONS[type][0] ?? type}`;
}

/** Refuses the message: 400 (or 413 for too much) E314, each file at fault with its text. */
export function refuseFiles(
  errors: readonly { field: string; error: DomainError }[],
  lang: MessageLang,
  status = 400,
): AppError {
  const fieldErrors: FieldError[] = errors.map(({ field, error }) => ({
    field,
    code: error.code,
    message: formatMessage(error.code as MessageId, lang, error as Record<string, string | number>),
  }));
  return new AppError(status, 'E314', 'error.E314', { appError: true, fieldErrors });
}

/** Each stream of a PDF, inflated when it is Flate-compressed; a bomb throws. */
function* inflatedStreams(bytes: Buffer): Generator<Buffer> {
  const text = bytes.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return;
    const raw = bytes.subarray(start, end);
    try {
      yield inflateSync(raw, { maxOutputLength: MAX_INFLATED_STREAM_BYTES });
    } catch (error) {
      if (error instanceof RangeError) throw error;
      // Not a Flate stream (an image, plain content): its raw bytes were scanned with the file.
    }
    pattern.lastIndex = end;
  }
}

/** Whether a PDF hides active content in a compressed stream (or one unpacks into a bomb). */
function pdfStreamsUnsafe(bytes: Buffer): boolean {
  try {
    for (const stream of inflatedStreams(bytes)) {
      if (pdfHasActiveContent(stream)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** A picture decoded and written again: only its pixels survive (no metadata, nothing appended). */
async function reencode(bytes: Buffer, type: 'jpeg' | 'png'): Promise<Buffer | undefined> {
  try {
    // Loaded on the first upload: sharp and its codecs are not part of the server's start.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== type) return undefined;
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const written = type === 'jpeg' ? image.rotate().jpeg({ quality: 90 }) : image.rotate().png();
    return await written.toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Checks the files of a message on the server (spec section 5,
 * "Attachments"), all of them before anything is kept: at most 10 and
 * 10,240,000 bytes in all, pdf, jpg or png by name and, above all, by their
 * bytes; a PDF with its header and trailer and no active content, also inside
 * its compressed streams; pictures re-encoded, which drops metadata (GPS) and
 * whatever a polyglot hides beside the picture. Files of a name already given
 * are dropped, as the form does. @throws AppError E314 naming every file at fault.
 */
export async function prepareAttachments(
  files: readonly UploadedFile[],
  lang: MessageLang,
): Promise<PreparedFile[]> {
  const given = files.map((file) => ({ name: file.fileName, size: file.bytes.length, file }));
  const accepted = acceptAttachments([], given);
  const errors: { field: string; error: DomainError }[] = accepted.errors.map((error) => ({
    field: given.find((entry) => entry.name === error['fileName'])?.file.fieldName ?? 'attachments',
    error,
  }));
  const checked = accepted.attachments.map(({ file }) => {
    const result = checkAttachmentBytes(file.fileName, file.bytes);
    if (!result.ok)
      errors.push(...result.errors.map((error) => ({ field: file.fieldName, error })));
    return { file, type: result.ok ? result.value : undefined };
  });
  if (errors.length > 0) throw refuseFiles(errors, lang);

  const prepared: PreparedFile[] = [];
  for (const { file, type } of checked) {
    if (type === undefined) continue;
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    const kept =
      type === 'pdf' ? (pdfStreamsUnsafe(bytes) ? undefined : bytes) : await reencode(bytes, type);
    if (kept === undefined) {
      const fileName = file.fileName;
      errors.push({
        field: file.fieldName,
        error: domainError('support.attachmentUnsafe', { fileName }),
      });
      continue;
    }
    prepared.push({
      fileName: keptName(file.fileName, type),
      contentType: CONTENT_TYPES[type],
      bytes: kept,
    });
  }
  if (errors.length > 0) throw refuseFiles(errors, lang);
  return prepared;
}
