/** The app's version (the root package.json's), set at build time. */
declare const __APP_VERSION__: string;
/** When the build ran, as ISO-8601 text. */
declare const __BUILD_TIME__: string;
