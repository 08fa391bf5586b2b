import { Box, Stack, VisuallyHidden, chakra, useRecipe } from '@chakra-ui/react';
import {
  attributeOptions,
  chooseAttribute,
  type ItemGroup,
  type ItemSelection,
} from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LockIcon } from '../../icons/icons';

export interface AttributePickerProps {
  readonly group: ItemGroup;
  readonly selection: ItemSelection;
  /** The selection after a choice (the domain's `chooseAttribute`: later choices and the care plan reset). */
  readonly onChange: (selection: ItemSelection) => void;
  /**
   * The name of an attribute in the page's language (from the shop's attribute
   * list); without it, the library's own name for the common ones, else the key.
   */
  readonly attributeName?: (attribute: string) => string | undefined;
  /** The text of a value (a Thai colour name); the value itself without it. */
  readonly valueLabel?: (attribute: string, value: string) => string;
  /** A CSS colour shown as a swatch beside a value (colours). */
  readonly swatch?: (attribute: string, value: string) => string | undefined;
}

/**
 * The item page's choices, attribute by attribute in the item's order (the
 * domain's `attributeOptions`): a later attribute is locked until the earlier
 * ones are chosen, and a value no item can be bought with is shown but cannot
 * be chosen. Native radio buttons: arrows, Tab and Space work as everywhere.
 */
export function AttributePicker({
  group,
  selection,
  onChange,
  attributeName,
  valueLabel = (_attribute, value) => value,
  swatch,
}: AttributePickerProps) {
  const intl = useIntl();
  const baseId = useId();
  const chip = useRecipe({ key: 'optionChip' });
  const choices = attributeOptions(group, selection);
  const nameOf = (attribute: string) => {
    const given = attributeName?.(attribute);
    if (given !== undefined && given.trim() !== '') return given;
    const id = `attribute.${attribute.toLowerCase()}`;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : attribute;
  };

  return (
    <Stack gap="5">
      {choices.map((choice) => {
        const hintId = `${baseId}-${choice.index}-hint`;
        const previous = choices[choice.index - 1];
        return (
          <chakra.fieldset
            key={choice.attribute}
            disabled={choice.locked}
            aria-describedby={choice.locked ? hintId : undefined}
          >
            <chakra.legend fontWeight="semibold" mb="2">
              {nameOf(choice.attribute)}
              {choice.chosen === undefined ? null : (
                <chakra.span fontWeight="normal" color="fg.muted">
                  {`: ${valueLabel(choice.attribute, choice.chosen)}`}
                </chakra.span>
              )}
            </chakra.legend>
            {choice.locked && previous !== undefined ? (
              <chakra.p
                id={hintId}
                display="flex"
                alignItems="center"
                gap="1.5"
                fontSize="sm"
                color="fg.muted"
                mb="2"
              >
                <LockIcon boxSize="4" />
                {intl.formatMessage(
                  { id: 'attributes.lockedHint' },
                  { attribute: nameOf(previous.attribute) },
                )}
              </chakra.p>
            ) : null}
            <Box display="flex" flexWrap="wrap" gap="2">
              {choice.options.map((option) => {
                const colour = swatch?.(choice.attribute, option.value);
                return (
                  <chakra.label key={option.value} css={chip()}>
                    <input
                      type="radio"
                      name={`${baseId}-${choice.attribute}`}
                      value={option.value}
                      checked={option.chosen}
                      disabled={!option.available}
                      onChange={() =>
                        onChange(chooseAttribute(group, selection, choice.index, option.value))
                      }
                    />
                    {colour === undefined ? null : (
                      <Box
                        as="span"
                        aria-hidden="true"
                        boxSize="4"
                        borderRadius="full"
                        borderWidth="1px"
                        borderColor="border.emphasized"
                        style={{ backgroundColor: colour }}
                      />
                    )}
                    <chakra.span textDecoration={option.available ? undefined : 'line-through'}>
                      {valueLabel(choice.attribute, option.value)}
                    </chakra.span>
                    {option.available ? null : (
                      <VisuallyHidden>
                        {` (${intl.formatMessage({ id: 'attributes.unavailable' })})`}
                      </VisuallyHidden>
                    )}
                  </chakra.label>
                );
              })}
            </Box>
          </chakra.fieldset>
        );
      })}
    </Stack>
  );
}
