import { Box, Button, CloseButton, Field, Stack, chakra } from '@chakra-ui/react';
import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  acceptAttachments,
  type DomainError,
} from '@rewards/domain';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorMessages } from '../error-messages/error-messages';

export interface AttachmentPickerProps {
  readonly files: readonly File[];
  readonly onChange: (files: readonly File[]) => void;
  readonly disabled?: boolean;
}

const ACCEPT = ALLOWED_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Megabytes as the 10MB limit counts them (10,240,000 bytes is "10MB"), one decimal. */
function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (MAX_ATTACHMENTS_TOTAL_BYTES / 10)) * 10) / 10).toFixed(1)}MB`;
}

/**
 * The files of a contact-us message (spec section 5, "Attachments"): chosen
 * files go through the domain's `acceptAttachments` (pdf, jpg or png, at most
 * 10 files and 10,240,000 bytes in all, a name already attached ignored), the
 * refusals are said under the button, and each kept file can be removed.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [errors, setErrors] = useState<readonly DomainError[]>([]);
  const total = files.reduce((sum, file) => sum + file.size, 0);

  const add = (chosen: FileList | null) => {
    const accepted = acceptAttachments(files, [...(chosen ?? [])]);
    setErrors(accepted.errors);
    onChange(accepted.attachments);
    // The same file may be chosen again after it was removed.
    if (input.current !== null) input.current.value = '';
  };

  return (
    <Field.Root invalid={errors.length > 0}>
      <Stack gap="2" width="full">
        <chakra.input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          srOnly
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={(event) => add(event.target.files)}
        />
        <Box>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            aria-describedby={`${hintId} ${errorId}`}
            onClick={() => input.current?.click()}
          >
            {intl.formatMessage({ id: 'help.attach' })}
          </Button>
        </Box>
        <chakra.p id={hintId} fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'help.attachHint' })}
        </chakra.p>
        <ErrorMessages id={errorId} errors={errors} />
        {files.length === 0 ? null : (
          <>
            <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
              {files.map((file) => (
                <chakra.li
                  key={file.name}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="l2"
                  ps="3"
                  pe="1"
                  py="1"
                >
                  <chakra.span flex="1" minW="0" truncate fontSize="sm">
                    {file.name}
                  </chakra.span>
                  <chakra.span fontSize="xs" color="fg.muted" flexShrink="0">
                    {megabytes(file.size)}
                  </chakra.span>
                  <CloseButton
                    size="xs"
                    disabled={disabled}
                    aria-label={intl.formatMessage(
                      { id: 'help.removeFile' },
                      { fileName: file.name },
                    )}
                    onClick={() => {
                      setErrors([]);
                      onChange(files.filter((kept) => kept !== file));
                    }}
                  />
                </chakra.li>
              ))}
            </chakra.ul>
            <chakra.p fontSize="sm" color="fg.muted" aria-live="polite">
              {intl.formatMessage(
                { id: 'help.attachedSize' },
                { count: files.length, size: megabytes(total) },
              )}
            </chakra.p>
          </>
        )}
      </Stack>
    </Field.Root>
  );
}
