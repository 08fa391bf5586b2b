/** A font's address, without its hinting (build/unhinted-fonts.ts). */
declare module '*.woff2?unhinted' {
  const url: string;
  export default url;
}

/** A font's address, its core Latin characters only, without hinting (build/unhinted-fonts.ts). */
declare module '*.woff2?unhinted-core' {
  const url: string;
  export default url;
}
