import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Fewer script files for a page to download before it is live.
 *
 * By default the bundler gives every set of importers its own chunk: a button the frame shares
 * with the item page and the cart, a validator three forms share, are chunks of 0.1-1 KB each,
 * and on a phone's 150 ms round trips over six connections the count of files weighs more than
 * their bytes (the home page asked for 49, the checkout for 90). Here:
 *
 * - **The start**, which every page loads: `main.tsx` imports it one step after another, each
 *   step's modules evaluated in a task of their own. A module of the start goes to one chunk per
 *   step, the step in which it was evaluated before (the first whose imports reach it), and later
 *   pages import it from there.
 * - **The first page's small shared chunks** (what the home page shares with other pages, under
 *   `SMALL` bytes): with the start's last step, evaluated just before the page is.
 * - **The later pages' small shared chunks**: one chunk that the pages needing any of them load,
 *   never the first page.
 *
 * The last two take only libraries and the workspace's libraries (`libs/`, declared without side
 * effects), for which being evaluated sooner changes nothing; the app's own modules (its models
 * wire themselves to events) keep the bundler's chunks.
 *
 * Which modules those are is read from the bundler's own chunks, built first without the groups:
 * an import graph alone cannot say which of a barrel's modules (`@chakra-ui/react`,
 * `@rewards/ui`) survive tree-shaking, and grouping by it took later pages' code into the start.
 */
const SMALL = 2048;

/**
 * What a grouped chunk outside the start may hold: libraries, and the workspace's libraries,
 * which declare no side effects but for `@rewards/ui`'s fonts module (its styles are CSS).
 */
const WITHOUT_SIDE_EFFECTS = /[\\/](node_modules|libs)[\\/][^?]*\.[cm]?[jt]sx?$/;
const WITH_SIDE_EFFECTS = /[\\/]libs[\\/]ui[\\/]src[\\/]provider[\\/]fonts\.ts$/;

/** Module id to group name, from the client's chunks built without groups. */
export function chunkGroupsOf(
  output: Rolldown.RolldownOutput,
  firstPageModule: string,
): Map<string, string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of output.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const entry = entries[0];
  if (entry === undefined || entries.length !== 1) {
    throw new Error(`Expected one entry chunk, found ${entries.length}`);
  }
  const imports = (file: string) => chunks.get(file)?.imports ?? [];
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of imports(file)) closure(imported, into);
    return into;
  };
  const groups = new Map<string, string>();
  const assign = (files: Iterable<string>, name: string) => {
    for (const file of files)
      for (const id of chunks.get(file)?.moduleIds ?? []) groups.set(id, name);
  };

  // What the entry itself imports statically stays where the bundler puts it.
  const start = closure(entry.fileName);
  // The steps in the order `main.tsx` imports them.
  entry.dynamicImports.forEach((file, step) => {
    const stepChunks = [...closure(file)].filter((chunkFile) => !start.has(chunkFile));
    stepChunks.forEach((chunkFile) => start.add(chunkFile));
    assign(stepChunks, `start-${step}`);
  });
  const lastStep = `start-${entry.dynamicImports.length - 1}`;

  // How many of the chunks loaded on demand (pages, dialogs, messages) import each chunk.
  const roots = new Set<string>();
  for (const chunk of chunks.values()) for (const file of chunk.dynamicImports) roots.add(file);
  const importers = new Map<string, number>();
  for (const root of roots) {
    if (start.has(root)) continue;
    for (const file of closure(root)) {
      if (!start.has(file)) importers.set(file, (importers.get(file) ?? 0) + 1);
    }
  }
  const shared = (file: string) =>
    (importers.get(file) ?? 0) >= 2 && (chunks.get(file)?.code.length ?? SMALL) < SMALL;
  const withoutSideEffects = (file: string) =>
    (chunks.get(file)?.moduleIds ?? []).every(
      (id) => WITHOUT_SIDE_EFFECTS.test(id) && !WITH_SIDE_EFFECTS.test(id),
    );
  // A group's chunks may import only the start and each other: no cycle between chunks, and no
  // larger chunk comes with them.
  const closed = (candidates: Set<string>) => {
    for (let changed = true; changed;) {
      changed = false;
      for (const file of candidates) {
        if (imports(file).some((imported) => !start.has(imported) && !candidates.has(imported))) {
          candidates.delete(file);
          changed = true;
        }
      }
    }
    return candidates;
  };

  const firstPage = [...chunks.values()].find((chunk) => chunk.facadeModuleId === firstPageModule);
  if (firstPage === undefined) throw new Error(`No chunk for ${firstPageModule}`);
  const firstPageChunks = closure(firstPage.fileName);
  const withStart = closed(
    new Set(
      [...firstPageChunks].filter(
        (file) => !start.has(file) && !roots.has(file) && shared(file) && withoutSideEffects(file),
      ),
    ),
  );
  assign(withStart, lastStep);
  withStart.forEach((file) => start.add(file));

  const laterPages = closed(
    new Set(
      [...chunks.keys()].filter(
        (file) =>
          !start.has(file) &&
          !firstPageChunks.has(file) &&
          !roots.has(file) &&
          shared(file) &&
          withoutSideEffects(file),
      ),
    ),
  );
  assign(laterPages, 'shared');
  return groups;
}

/** Set while the client is built in memory without the groups. */
const DEFAULT_CHUNKS_PASS = 'STOREFRONT_DEFAULT_CHUNKS_PASS';

/**
 * The client build's plugin and its `codeSplitting` group. Before the build, the plugin builds
 * the client once in memory with the bundler's own chunks (about as long as the build itself)
 * and reads from them which module goes to which group; the group then names each module's chunk.
 * The server renderer, the dev server and that first build itself keep the bundler's chunks.
 */
export function fewerChunks(configFile: string, firstPageModule: string) {
  let groups = new Map<string, string>();
  let enabled = false;
  const plugin: Plugin = {
    name: 'rewards:fewer-chunks',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr && process.env[DEFAULT_CHUNKS_PASS] === undefined;
    },
    async buildStart() {
      if (!enabled) return;
      process.env[DEFAULT_CHUNKS_PASS] = '1';
      try {
        const output = await build({
          configFile,
          logLevel: 'silent',
          build: { write: false },
        });
        if (Array.isArray(output) || !('output' in output)) {
          throw new Error('Expected one build output for the client');
        }
        groups = chunkGroupsOf(output, firstPageModule);
      } finally {
        delete process.env[DEFAULT_CHUNKS_PASS];
      }
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name: (moduleId) => groups.get(moduleId) ?? null,
  };
  return { plugin, group };
}

/** Whether a plugin may leave its work out: the client built in memory for its chunks. */
export function isDefaultChunksPass(): boolean {
  return process.env[DEFAULT_CHUNKS_PASS] !== undefined;
}
