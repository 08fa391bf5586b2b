import { Box, Button, Checkbox, Field, Input, Stack, chakra } from '@chakra-ui/react';
import {
  type DomainError,
  type EngravingEvent,
  type EngravingRules,
  type EngravingState,
} from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ErrorMessages } from '../error-messages/error-messages';
import { EngravingPreview, LINES, lineText, type SurfaceSize } from './engraving-preview';

export interface EngravingEditorProps {
  /** The item's rules (`resolveEngravingRules` of its settings). */
  readonly rules: EngravingRules;
  /** Where the engraving stands; the app keeps it with the domain's `nextEngravingState`. */
  readonly state: EngravingState;
  /** What the customer did, as facts for `nextEngravingState`. */
  readonly onEvent: (event: EngravingEvent) => void;
  /** Units of the item chosen: opening the form warns when above 1. */
  readonly quantity: number;
  /** The picture the text is drawn over (the item's first engraving image). */
  readonly surfaceImage?: string;
  /** Where the first line sits on the picture, in the picture's own pixels from its top (the item's `top`). */
  readonly textTop?: number;
  /**
   * The picture's own size, which `textTop` and the font sizes refer to; read from the
   * picture once it loads, and used before that to reserve its space (square by default).
   */
  readonly surfaceSize?: SurfaceSize;
  /** The item's engraving note in the current language (`engNote` / `thaiNote`). */
  readonly note?: string;
}

/**
 * The engraving of an item (spec sections 4 and 5): one or two lines as the
 * item allows, the text drawn over the engraving picture at the domain's
 * auto-resized size, capitals applied as typed when the item engraves in
 * capitals, the domain's messages under each line (Thai refused where it is
 * not allowed), and the confirmation tick that saving needs. The state and
 * every rule are the domain's (`nextEngravingState`); this only shows them.
 */
export function EngravingEditor({
  rules,
  state,
  onEvent,
  quantity,
  surfaceImage,
  textTop,
  surfaceSize,
  note,
}: EngravingEditorProps) {
  const intl = useIntl();
  const baseId = useId();
  if (!rules.offered) return null;

  const heading = (
    <chakra.h2 fontSize="lg" fontWeight="semibold">
      {intl.formatMessage({ id: 'engraving.heading' })}
    </chakra.h2>
  );

  if (state.status === 'empty') {
    return (
      <Stack as="section" gap="3" align="flex-start">
        {heading}
        {note === undefined ? null : <chakra.p color="fg.muted">{note}</chakra.p>}
        <Button variant="outline" onClick={() => onEvent({ type: 'opened', quantity })}>
          {intl.formatMessage({ id: 'engraving.add' })}
        </Button>
      </Stack>
    );
  }

  if (state.status === 'completed') {
    return (
      <Stack as="section" gap="3" maxW="xl">
        {heading}
        <chakra.p fontWeight="semibold">{intl.formatMessage({ id: 'engraving.saved' })}</chakra.p>
        <EngravingPreview
          lines={state.saved}
          rules={rules}
          surfaceImage={surfaceImage}
          textTop={textTop}
          surfaceSize={surfaceSize}
        />
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={() => onEvent({ type: 'opened', quantity })}>
            {intl.formatMessage({ id: 'engraving.edit' })}
          </Button>
          <Button variant="ghost" onClick={() => onEvent({ type: 'removed' })}>
            {intl.formatMessage({ id: 'engraving.remove' })}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const errorsOfLine = (line: 1 | 2): readonly DomainError[] =>
    state.messages.filter((message) => message.line === line);
  const otherErrors = state.messages.filter((message) => message.line !== 1 && message.line !== 2);
  const confirmErrorId = `${baseId}-confirm-error`;

  return (
    <Stack as="section" gap="4" maxW="xl">
      {heading}
      {note === undefined ? null : <chakra.p color="fg.muted">{note}</chakra.p>}
      <EngravingPreview
        lines={state.draft}
        rules={rules}
        surfaceImage={surfaceImage}
        textTop={textTop}
        surfaceSize={surfaceSize}
      />
      <chakra.ul listStyleType="disc" ps="5" fontSize="sm" color="fg.muted">
        <li>
          {intl.formatMessage(
            { id: rules.thaiAllowed ? 'engraving.limits' : 'engraving.limitsNoThai' },
            { en: rules.englishMaxLength, th: rules.thaiOrSpecialMaxLength },
          )}
        </li>
        {rules.specialCharacters === '' ? null : (
          <li>
            {intl.formatMessage(
              { id: 'engraving.symbols' },
              { symbols: [...rules.specialCharacters].join(' ') },
            )}
          </li>
        )}
        {rules.thaiAllowed ? null : <li>{intl.formatMessage({ id: 'engraving.noThai' })}</li>}
        {rules.uppercaseOnly ? <li>{intl.formatMessage({ id: 'engraving.capitals' })}</li> : null}
      </chakra.ul>
      {state.warnings.length > 0 ? (
        <Box
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          borderRadius="l2"
          px="3"
          py="2"
        >
          <ErrorMessages errors={state.warnings} tone="notice" />
        </Box>
      ) : null}
      {LINES.slice(0, rules.lineCount).map((line) => {
        const errors = errorsOfLine(line);
        const errorId = `${baseId}-line-${line}-error`;
        return (
          <Field.Root key={line} invalid={errors.length > 0}>
            <Field.Label>
              {intl.formatMessage(
                { id: line === 1 ? 'engraving.line' : 'engraving.lineOptional' },
                { line },
              )}
            </Field.Label>
            <Input
              value={lineText(state.draft, line)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={errors.length > 0 ? errorId : undefined}
              onChange={(event) => onEvent({ type: 'lineChanged', line, text: event.target.value })}
            />
            <ErrorMessages id={errorId} errors={errors} />
          </Field.Root>
        );
      })}
      <Checkbox.Root
        checked={state.confirmed}
        onCheckedChange={(details) =>
          onEvent({ type: 'confirmationToggled', confirmed: details.checked === true })
        }
        colorPalette="accent"
        alignItems="flex-start"
        invalid={otherErrors.some((error) => error.code === 'engraving.confirmationRequired')}
      >
        <Checkbox.HiddenInput
          aria-describedby={otherErrors.length > 0 ? confirmErrorId : undefined}
        />
        <Checkbox.Control mt="1" />
        <Checkbox.Label fontWeight="normal">
          {intl.formatMessage({ id: 'engraving.confirm' })}
        </Checkbox.Label>
      </Checkbox.Root>
      <ErrorMessages id={confirmErrorId} errors={otherErrors} />
      <Stack direction="row" gap="3" flexWrap="wrap">
        <Button colorPalette="accent" onClick={() => onEvent({ type: 'saveClicked' })}>
          {intl.formatMessage({ id: 'engraving.save' })}
        </Button>
        <Button variant="ghost" onClick={() => onEvent({ type: 'cancelled' })}>
          {intl.formatMessage({ id: 'engraving.cancel' })}
        </Button>
      </Stack>
    </Stack>
  );
}
