/** wawoff2 (WOFF2 <-> TrueType in WebAssembly) ships no types. */
declare module 'wawoff2' {
  /** The TrueType/OpenType file inside a WOFF2 file. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
