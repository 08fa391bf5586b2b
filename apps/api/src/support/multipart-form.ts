import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES, domainError } from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';
import { refuseFiles } from './attachments';

/** The most text fields a contact form has (it names 13). */
const MAX_FIELDS = 20;
/** The longest text field in bytes: a message of 2000 characters of up to 4 UTF-8 bytes. */
const MAX_FIELD_BYTES = 8_192;
/** File parts are `att1`..`att10`. */
const FILE_FIELD = /^att([1-9]|10)$/;

/** A multipart form as the contract's codecs take it: text fields by name, and the files. */
export interface ReadForm {
  readonly [field: string]: unknown;
  readonly attachments: readonly { fieldName: string; fileName: string; bytes: Buffer }[];
}

function langOf(request: FastifyRequest): MessageLang {
  return (request.query as { lang?: unknown } | undefined)?.lang === 'th' ? 'th' : 'en';
}

function tooManyFiles(lang: MessageLang, fileName: string): AppError {
  return refuseFiles(
    [
      {
        field: 'attachments',
        error: domainError('support.attachmentsTooMany', { fileName, max: MAX_ATTACHMENTS }),
      },
    ],
    lang,
    413,
  );
}

function tooLarge(lang: MessageLang, fileName: string): AppError {
  return refuseFiles(
    [
      {
        field: 'attachments',
        error: domainError('support.attachmentsTooLarge', {
          fileName,
          maxBytes: MAX_ATTACHMENTS_TOTAL_BYTES,
        }),
      },
    ],
    lang,
    413,
  );
}

/** @fastify/multipart's and busboy's refusals, in the catalogue's shape. */
function asAppError(error: unknown, lang: MessageLang): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(lang, '');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(lang, '');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'E413', 'error.E413');
  // A malformed body (a missing boundary, a form cut short, a prototype key).
  return new AppError(400, 'E400', 'error.E400');
}

/**
 * Reads a `multipart/form-data` request as it streams, refusing it as soon as
 * it breaks a limit, before it is read further: at most 10 files (`att1`..
 * `att10`), 10,240,000 bytes across all of them (counted chunk by chunk, each
 * file also capped by busboy), 20 text fields of at most 8 KB, and each field
 * once. Nothing is written anywhere: the files stay in memory until the use
 * case has checked all of them. @throws AppError 415 for a body that is not
 * multipart, 413 past a limit, 400 for a malformed one.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<ReadForm> {
  const lang = langOf(request);
  if (!request.isMultipart()) throw new AppError(415, 'E415', 'error.E415');
  const fields = new Map<string, string>();
  const attachments: { fieldName: string; fileName: string; bytes: Buffer }[] = [];
  let totalBytes = 0;
  try {
    for await (const part of request.parts({
      limits: {
        files: MAX_ATTACHMENTS,
        fileSize: MAX_ATTACHMENTS_TOTAL_BYTES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_ATTACHMENTS + MAX_FIELDS,
        headerPairs: 20,
      },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new AppError(413, 'E413', 'error.E413');
        if (fields.has(part.fieldname)) throw new AppError(400, 'E400', 'error.E400');
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (
        !FILE_FIELD.test(part.fieldname) ||
        attachments.some((file) => file.fieldName === part.fieldname)
      ) {
        throw new AppError(400, 'E400', 'error.E400');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        totalBytes += chunk.length;
        if (totalBytes > MAX_ATTACHMENTS_TOTAL_BYTES) throw tooLarge(lang, part.filename);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(lang, part.filename);
      attachments.push({
        fieldName: part.fieldname,
        fileName: part.filename,
        bytes: Buffer.concat(chunks),
      });
    }
  } catch (error) {
    throw asAppError(error, lang);
  }
  // Field names become keys of a fresh object; the contract's codec keeps only those it names.
  const form: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of fields) form[name] = value;
  return { ...form, attachments };
}
