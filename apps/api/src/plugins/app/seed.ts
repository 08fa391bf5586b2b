import fp from 'fastify-plugin';
import { seedChatQuestions } from '../../seed/chat-questions';
import { seedIfEmpty } from '../../seed/seed';

/**
 * Seeds an empty shop on first start (once, whichever instance gets there
 * first) and writes the chat's questions, then writes the settings the server
 * was started with (`SETTINGS`).
 */
export const seedPlugin = fp(
  async (app) => {
    const items = await seedIfEmpty(app.db);
    if (items > 0) {
      app.log.info({ items }, 'empty shop seeded');
      app.catalogueCache.clear();
    }
    await seedChatQuestions(app.db);
    await app.settingsRepository.write(app.serverConfig.settings);
  },
  { name: 'seed', dependencies: ['database', 'catalogue-cache', 'settings-repository'] },
);
