import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroupsOf } from './start-chunks.ts';

interface FakeChunk {
  modules: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  facade?: string;
  size?: number;
}

function output(chunks: Record<string, FakeChunk>): Rolldown.RolldownOutput {
  return {
    output: Object.entries(chunks).map(([fileName, chunk]) => ({
      type: 'chunk',
      fileName,
      moduleIds: chunk.modules,
      imports: chunk.imports ?? [],
      dynamicImports: chunk.dynamicImports ?? [],
      isEntry: chunk.isEntry ?? false,
      facadeModuleId: chunk.facade ?? null,
      code: 'x'.repeat(chunk.size ?? 100),
    })),
  } as unknown as Rolldown.RolldownOutput;
}

const lib = (name: string) => `/repo/node_modules/lib/${name}.js`;
const app = (name: string) => `/repo/apps/storefront/src/${name}.ts`;
const HOME = app('pages/home/index');

describe('chunkGroupsOf', () => {
  const groups = chunkGroupsOf(
    output({
      'entry.js': {
        modules: [app('main')],
        isEntry: true,
        dynamicImports: ['react.js', 'layout.js', 'client.js'],
      },
      'react.js': { modules: [app('libraries/react')], imports: ['react-dom.js'] },
      'react-dom.js': { modules: [lib('react-dom')] },
      // The frame's button, which the item page shares: the frame's step.
      'layout.js': { modules: [app('layout')], imports: ['button.js', 'react-dom.js'] },
      'button.js': { modules: [lib('button')], imports: ['react-dom.js'] },
      'client.js': {
        modules: [app('client')],
        imports: ['button.js'],
        dynamicImports: ['home.js', 'item.js', 'cart.js'],
      },
      // What the home page shares with the item page: with the start's last step.
      'home.js': { modules: [HOME], facade: HOME, imports: ['grid.js', 'slides.js'] },
      'grid.js': { modules: [lib('grid')] },
      // Large: stays.
      'slides.js': { modules: [lib('slides')], size: 5000 },
      'item.js': {
        modules: [app('pages/item/index')],
        imports: ['grid.js', 'slides.js', 'money.js', 'model.js', 'decimal-user.js', 'button.js'],
      },
      'cart.js': {
        modules: [app('pages/cart/index')],
        imports: ['money.js', 'model.js', 'decimal-user.js'],
      },
      // Small, shared by later pages, without side effects: the later pages' shared chunk.
      'money.js': { modules: ['/repo/libs/domain/src/money.ts'] },
      // The app's own module: stays.
      'model.js': { modules: [app('entities/cart/model')] },
      // Imports a larger chunk: stays, so that the shared chunk never brings it along.
      'decimal-user.js': { modules: ['/repo/libs/domain/src/price.ts'], imports: ['decimal.js'] },
      'decimal.js': { modules: [lib('decimal')], size: 30000 },
    }),
    HOME,
  );

  it('puts each module of the start in the chunk of the first step that imports it', () => {
    expect(groups.get(app('libraries/react'))).toBe('start-0');
    expect(groups.get(lib('react-dom'))).toBe('start-0');
    expect(groups.get(app('layout'))).toBe('start-1');
    expect(groups.get(lib('button'))).toBe('start-1');
    expect(groups.get(app('client'))).toBe('start-2');
  });

  it("leaves the entry's own modules and the first page's chunk alone", () => {
    expect(groups.has(app('main'))).toBe(false);
    expect(groups.has(HOME)).toBe(false);
  });

  it("adds the first page's small shared chunks to the start's last step", () => {
    expect(groups.get(lib('grid'))).toBe('start-2');
    expect(groups.has(lib('slides'))).toBe(false);
  });

  it("groups the later pages' small shared chunks of libraries only", () => {
    expect(groups.get('/repo/libs/domain/src/money.ts')).toBe('shared');
    expect(groups.has(app('entities/cart/model'))).toBe(false);
    expect(groups.has('/repo/libs/domain/src/price.ts')).toBe(false);
    expect(groups.has(lib('decimal'))).toBe(false);
  });
});
