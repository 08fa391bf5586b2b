import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from '../config/business-constants';
import { domainError, type DomainError } from '../shared/domain-error';
import type { SupportErrorCode } from './error-codes';

/** What the rules need of a file; a browser `File` fits, and is returned as given. */
export interface AttachmentFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
}

/** The files kept, in order, and why the others were refused. */
export interface AcceptedAttachments<F extends AttachmentFile> {
  readonly attachments: readonly F[];
  readonly errors: readonly DomainError<SupportErrorCode>[];
}

/**
 * Adds files to a contact-us message's attachments (spec section 5,
 * "Attachments"). The already attached files and the added ones are taken in
 * order, each one:
 * - ignored, silently, when a file of the same name is already kept
 *   ("duplicate names ignored": the first one stays);
 * - refused when it is not pdf, jpg (jpeg) or png by its extension, in any
 *   letter case ("Only accept image and pdf file"), or its size is not a
 *   whole number of bytes;
 * - refused when 10 files are already kept (MAX_ATTACHMENTS);
 * - refused when it would take the total past 10,240,000 bytes
 *   (MAX_ATTACHMENTS_TOTAL_BYTES, "Your files have exceeded the maximum total
 *   size. Please upload no more than 10MB in total.").
 * A refused file does not stop the next ones: a smaller file after a refused
 * large one is still kept if it fits. Each refusal names its file.
 */
export function acceptAttachments<F extends AttachmentFile>(
  attached: readonly F[],
  added: readonly F[],
): AcceptedAttachments<F> {
  const attachments: F[] = [];
  const errors: DomainError<SupportErrorCode>[] = [];
  const names = new Set<string>();
  let totalBytes = 0;
  for (const file of [...attached, ...added]) {
    if (names.has(file.name)) continue;
    const fileName = file.name;
    const refusals: DomainError<SupportErrorCode>[] = [];
    if (!hasAllowedExtension(fileName))
      refusals.push(domainError('support.attachmentTypeNotAllowed', { fileName }));
    if (!Number.isSafeInteger(file.size) || file.size < 0) {
      refusals.push(domainError('support.attachmentSizeInvalid', { fileName }));
    }
    if (refusals.length === 0 && attachments.length >= MAX_ATTACHMENTS) {
      refusals.push(domainError('support.attachmentsTooMany', { fileName, max: MAX_ATTACHMENTS }));
    }
    if (refusals.length === 0 && totalBytes + file.size > MAX_ATTACHMENTS_TOTAL_BYTES) {
      refusals.push(
        domainError('support.attachmentsTooLarge', {
          fileName,
          maxBytes: MAX_ATTACHMENTS_TOTAL_BYTES,
        }),
      );
    }
    if (refusals.length > 0) {
      errors.push(...refusals);
      continue;
    }
    attachments.push(file);
    names.add(fileName);
    totalBytes += file.size;
  }
  return { attachments, errors };
}

function hasAllowedExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (ALLOWED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}
