import { useState, type FormEvent } from 'react';
import { Box, IconButton, chakra, createRecipeContext, type InputProps } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { SEARCH_TEXT_MAX_LENGTH, sanitizeSearchText } from '@rewards/domain';
import { useMessage } from '../../shared/i18n';
import { searchSubmitted } from './model';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxProps {
  /** The text the box starts with (the current search). */
  readonly initial?: string;
  readonly size?: 'sm' | 'md';
  /** The form's name, when a page has more than one search form (landmarks must differ). */
  readonly name?: string;
}

/**
 * Chakra's `Input` styling on a plain input: Chakra's own is Ark's field
 * input, whose field machinery (about 4 KB gzip) the header's search box,
 * which has no field around it, would bring to the first page.
 */
const SearchInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>(
  'input',
);

/** The search box: cleaned as typed (letters, digits and `: . , - +`, at most 100), submitted to /search. */
export function SearchBox({ initial = '', size = 'sm', name }: SearchBoxProps) {
  const message = useMessage();
  const submitted = useUnit(searchSubmitted);
  // The address's words, cleaned as typed ones are (the header's box reads `q` as it came).
  const [text, setText] = useState(() => sanitizeSearchText(initial));
  const label = message('storefront.search.field');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted(text);
  };
  return (
    <chakra.form
      role="search"
      aria-label={name ?? label}
      onSubmit={onSubmit}
      display="flex"
      gap="1"
      width="100%"
      maxW="sm"
    >
      <Box flex="1">
        <SearchInput
          size={size}
          type="search"
          aria-label={label}
          placeholder={label}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(sanitizeSearchText(event.target.value))}
          bg="bg"
        />
      </Box>
      <IconButton
        type="submit"
        size={size}
        colorPalette="accent"
        aria-label={message('storefront.search.submit')}
      >
        <SearchIcon />
      </IconButton>
    </chakra.form>
  );
}
