import fp from 'fastify-plugin';

/** The app's repositories, one per aggregate, each decorating the instance. */
export const repositoriesPlugin = fp(async () => {}, {
  name: 'repositories',
  dependencies: ['database'],
});
