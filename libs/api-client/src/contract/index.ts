/**
 * The API contract: one io-ts codec per shape that crosses the wire, and the
 * list of routes. The server decodes requests with these codecs and the
 * client decodes responses with them, so a shape is written once.
 */
export * from './codecs';
export * from './money-codec';
export * from './decode';
export * from './error';
export * from './common';
export * from './pricing';
export * from './category';
export * from './banner';
export * from './item';
export * from './cms';
export * from './account';
export * from './after-sale';
export * from './cart';
export * from './checkout';
export * from './checkout-errors';
export * from './health';
export * from './operator';
export * from './support';
export * from './chat';
export * from './schema';
export * from './routes';
