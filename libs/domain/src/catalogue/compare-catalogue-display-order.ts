import { splitCatalogueDisplayOrder } from './split-catalogue-display-order';

/** What ordering needs of a catalogue. */
export interface OrderedCatalogue {
  readonly displayOrder?: number | null;
  readonly displaySubOrder?: number | null;
}

function known(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * A catalogue's place as (main, sub): a `displayOrder` above 10 carries both
 * (`splitCatalogueDisplayOrder`: 23 is main 2, sub 3) and its
 * `displaySubOrder` is ignored; 10 and below is the main order with
 * `displaySubOrder` as the sub order (missing: 0, the main order alone). A
 * missing `displayOrder` sorts last.
 */
export function catalogueDisplayPosition(catalogue: OrderedCatalogue): readonly [number, number] {
  const { displayOrder, displaySubOrder } = catalogue;
  const sub = known(displaySubOrder) ? displaySubOrder : 0;
  if (!known(displayOrder)) return [Number.POSITIVE_INFINITY, sub];
  if (displayOrder <= 10) return [displayOrder, sub];
  const split = splitCatalogueDisplayOrder(displayOrder);
  return [split.main, split.sub];
}

function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * Orders two catalogues by their display position (`catalogueDisplayPosition`),
 * so that 23 (main 2) comes before 3 and after 2; equal positions compare as 0
 * (a stable sort keeps the server's order).
 */
export function compareCatalogueDisplayOrder(a: OrderedCatalogue, b: OrderedCatalogue): number {
  const [mainA, subA] = catalogueDisplayPosition(a);
  const [mainB, subB] = catalogueDisplayPosition(b);
  return compareNumbers(mainA, mainB) || compareNumbers(subA, subB);
}
