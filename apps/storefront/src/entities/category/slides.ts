import type { CarouselEntry } from '@rewards/api-client/contract';
import { localizedText, type Language } from '@rewards/domain';
import type { CarouselSlide } from '@rewards/ui';

/**
 * A carousel entry as a slide. The shop's slide pictures carry their own
 * headline, so the description (in the customer's language) is the
 * picture's text alternative rather than a second headline drawn over it.
 */
export function slideOf(entry: CarouselEntry, index: number, lang: Language): CarouselSlide {
  const description = localizedText(entry.description ?? '', entry.thaiDescription, lang);
  return {
    id: `${index}-${entry.imageUrl}`,
    imageUrl: entry.imageUrl,
    // The entry's second picture is its phone version (readable headline at 390 px).
    ...(entry.imageUrlLine1 === undefined || entry.imageUrlLine1 === ''
      ? {}
      : { mobileImageUrl: entry.imageUrlLine1 }),
    ...(entry.url === undefined || entry.url === '' ? {} : { href: entry.url }),
    ...(entry.bgColor === undefined ? {} : { bgColor: entry.bgColor }),
    ...(entry.textColor === undefined ? {} : { textColor: entry.textColor }),
    alt: description ?? '',
  };
}
