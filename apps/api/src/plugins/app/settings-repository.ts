import fp from 'fastify-plugin';
import { CONFIG_KEYS, type ConfigKey } from '@rewards/domain';
import type { ConfigBody, LogoBody, Notice } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { withoutNulls } from './rows';

interface NoticeRow {
  message: string;
  message_thai: string;
  tooltip_content: string | null;
  tooltip_content_thai: string | null;
}

/** The shop's run-time settings, its header notice and its logo. */
export function createSettingsRepository(db: Queryable) {
  return {
    /** The FE_* keys and START_PO; other keys of `app_config` stay on the server. */
    async config(): Promise<ConfigBody> {
      const rows = await db.query<{ key: string; value: string }>(
        'SELECT key, value FROM app_config WHERE key = ANY($1::text[]) ORDER BY key',
        [CONFIG_KEYS],
      );
      return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<
        Record<ConfigKey, string>
      >;
    },

    /** One setting, read fresh (decisions are never taken on a cached copy). */
    async setting(key: ConfigKey): Promise<string | undefined> {
      const [row] = await db.query<{ value: string }>(
        'SELECT value FROM app_config WHERE key = $1',
        [key],
      );
      return row?.value;
    },

    /** Stores each setting, replacing the value it had (any key of `app_config`). */
    async write(settings: Readonly<Record<string, string>>): Promise<void> {
      for (const [key, value] of Object.entries(settings)) {
        await db.query(
          `INSERT INTO app_config (key, value) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [key, value],
        );
      }
    },

    /** The active notice, or `null` when there is none. */
    async notice(): Promise<Notice | null> {
      const [row] = await db.query<NoticeRow>(
        `SELECT message, message_thai, tooltip_content, tooltip_content_thai
         FROM notice WHERE active ORDER BY notice_id LIMIT 1`,
      );
      if (row === undefined) return null;
      return {
        message: row.message,
        message_thai: row.message_thai,
        ...withoutNulls({
          tooltipContent: row.tooltip_content,
          tooltipContentThai: row.tooltip_content_thai,
        }),
      };
    },

    /** The header's logo; an empty URL when none is configured. */
    async logo(): Promise<LogoBody> {
      const [row] = await db.query<{ url_image: string }>(
        "SELECT url_image FROM logo WHERE name = 'LOGO'",
      );
      return { LOGO: { urlImage: row?.url_image ?? '' } };
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

/** Decorates the instance with `settingsRepository`. */
export const settingsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('settingsRepository', createSettingsRepository(app.db));
  },
  { name: 'settings-repository', dependencies: ['database'] },
);
