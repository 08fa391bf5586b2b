/**
 * The compression a client takes for a body the server keeps compressed both
 * ways: brotli where its `Accept-Encoding` names it, else gzip, else none.
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | undefined {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
