/** A font's address, without its hinting (build/unhinted-fonts.ts). */
declare module '*.woff2?unhinted' {
  const url: string;
  export default url;
}
