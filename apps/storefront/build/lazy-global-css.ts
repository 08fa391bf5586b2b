import type { Plugin } from 'vite';

const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalCss;';
const FIELD = '    _global,\n';
const GETTER =
  '    get _global() {\n' +
  '      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
  '    },\n';

function occurrences(code: string, text: string): number {
  return code.split(text).length - 1;
}

/**
 * Chakra's `createSystem` with its global CSS built on first read instead of
 * at once. That CSS (the reset, the global styles and a variable for every
 * token) is half the work of building the system, and a page the server
 * rendered already has it in its head: the browser then never reads it (see
 * `AppUiProvider`), and building the system, the longest start-up task, went
 * from about 60 to 38 ms in Chromium here (unthrottled). Anything else reads it as before, on first use. The change is
 * made on Chakra's published file as it is bundled; if that file no longer
 * reads as expected (a new Chakra), the build fails here instead of
 * shipping the eager version unnoticed.
 */
export function lazyChakraGlobalCss(code: string): string {
  if (occurrences(code, EAGER) !== 1 || occurrences(code, FIELD) !== 1) {
    throw new Error(
      "Chakra's createSystem no longer builds its global CSS as expected: review build/lazy-global-css.ts",
    );
  }
  return code.replace(EAGER, LAZY).replace(FIELD, GETTER);
}

/** The client build's plugin (the server renderer loads Chakra from node_modules as published). */
export function lazyGlobalCss(): Plugin {
  let seen = false;
  return {
    name: 'rewards:lazy-chakra-global-css',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    enforce: 'pre',
    buildStart() {
      seen = false;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      seen = true;
      return { code: lazyChakraGlobalCss(code), map: null };
    },
    buildEnd(error) {
      if (error === undefined && !seen) {
        this.error(
          "Chakra's styled-system/system.js was not bundled: review build/lazy-global-css.ts",
        );
      }
    },
  };
}
