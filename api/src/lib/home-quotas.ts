import { stat } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteStorageUsage } from '../db/home-quotas';
import { HttpError } from './http-error';
import type { MailBudget } from './mailer';
import { countHit } from './shared-rate-limit-store';
import { isPrivateKey, PRIVATE_PREFIX } from './storage';

// Issue 27 point 4: limits per funeral home on what every home shares, the media store and the mail
// server, so one home cannot exhaust them for the others. Counted in PostgreSQL: every API process sees
// the same totals (ADR 090).
export interface HomeLimits {
  // Bytes of media a home may keep (every stored size of every file).
  storageBytes: number;
  // Bulk mails a home may send in an hour (notifications, keepsakes, copies of plans).
  mailPerHour: number;
  // System mails (password resets, invitations) a home may send in an hour: a budget of their own that
  // bulk mail cannot spend (issue 37 point 2).
  systemMailPerHour: number;
}

export const DEFAULT_HOME_LIMITS: HomeLimits = { storageBytes: 20 * 1024 ** 3, mailPerHour: 500, systemMailPerHour: 200 };

export function homeLimitsFromEnv(env: NodeJS.ProcessEnv): HomeLimits {
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    storageBytes: positive(env.KEEPSAKE_HOME_STORAGE_BYTES, DEFAULT_HOME_LIMITS.storageBytes),
    mailPerHour: positive(env.KEEPSAKE_HOME_MAIL_PER_HOUR, DEFAULT_HOME_LIMITS.mailPerHour),
    systemMailPerHour: positive(env.KEEPSAKE_HOME_SYSTEM_MAIL_PER_HOUR, DEFAULT_HOME_LIMITS.systemMailPerHour),
  };
}

const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

export const storageFullMessage = (limit: number) =>
  `This funeral home has used all of its ${gigabytes(limit)} of storage for photos and music, so nothing was saved. Please remove files you no longer need, or ask the funeral home to make room.`;
export const MAIL_LIMIT_MESSAGE = 'This funeral home has sent as many emails as it may this hour. Please try again in an hour.';

// The media store's interface (lib/storage.ts), as far as quotas need it; keys start with the site's id
// (private keys with private/ and then the site's id).
interface Store {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  putFile(key: string, file: string, contentType: string): Promise<void>;
  get(key: string): Promise<{ size: number; body: { destroy(): void } } | null>;
  delete(key: string): Promise<void>;
}

const siteOfKey = (key: string) => (isPrivateKey(key) ? key.slice(PRIVATE_PREFIX.length) : key).split('/')[0] ?? '';

/** Adds `bytes` to the site's usage if it stays within `limit`; false when it would not (nothing added). */
async function reserve(db: Db, siteId: string, bytes: number, limit: number): Promise<boolean> {
  if (bytes > limit) return false;
  const rows = await db
    .insert(siteStorageUsage)
    .values({ siteId, bytes })
    .onConflictDoUpdate({
      target: siteStorageUsage.siteId,
      set: { bytes: sql`${siteStorageUsage.bytes} + excluded.bytes` },
      setWhere: sql`${siteStorageUsage.bytes} + excluded.bytes <= ${limit}`,
    })
    .returning({ bytes: siteStorageUsage.bytes });
  return rows.length > 0;
}

const release = (db: Db, siteId: string, bytes: number) =>
  db
    .update(siteStorageUsage)
    .set({ bytes: sql`greatest(0, ${siteStorageUsage.bytes} - ${bytes})` })
    .where(eq(siteStorageUsage.siteId, siteId));

/**
 * The media store with a quota per home: a file that would take the home over `limit` is refused with a
 * 413 and a message that says so (the upload routes pass it on); a deleted file gives its room back.
 */
export function withStorageQuota<S extends Store>(store: S, db: Db, limit: number): S {
  return {
    ...store,
    async put(key, bytes, contentType) {
      const siteId = siteOfKey(key);
      if (!(await reserve(db, siteId, bytes.length, limit))) throw new HttpError(413, storageFullMessage(limit));
      try {
        await store.put(key, bytes, contentType);
      } catch (error) {
        await release(db, siteId, bytes.length);
        throw error;
      }
    },
    // A file streamed from disk (the keepsake's archive and books, issue 37 point 2): counted like any other.
    async putFile(key, file, contentType) {
      const siteId = siteOfKey(key);
      const { size } = await stat(file);
      if (!(await reserve(db, siteId, size, limit))) throw new HttpError(413, storageFullMessage(limit));
      try {
        await store.putFile(key, file, contentType);
      } catch (error) {
        await release(db, siteId, size);
        throw error;
      }
    },
    async delete(key) {
      const file = await store.get(key);
      file?.body.destroy();
      await store.delete(key);
      if (file) await release(db, siteOfKey(key), file.size);
    },
  };
}

// The mailer's interface (lib/mailer.ts), as far as the limit needs it.
interface Mail {
  send(message: { siteId: string; budget: MailBudget }): Promise<void>;
}

/**
 * The mailer with a limit per home and hour, one count per budget (lib/mailer.ts MailBudget): over it, a
 * 429 with a message instead of the mail. Bulk mail counts only against `perHour`, system mail only against
 * `systemPerHour`.
 */
export function withMailLimit<M extends Mail>(mailer: M, db: Db, limits: Pick<HomeLimits, 'mailPerHour' | 'systemMailPerHour'>): M {
  return {
    ...mailer,
    async send(message) {
      const system = message.budget === 'system';
      const { current } = await countHit(db, `${system ? 'mail-system' : 'mail'}:${message.siteId}`, 3_600_000);
      if (current > (system ? limits.systemMailPerHour : limits.mailPerHour)) throw new HttpError(429, MAIL_LIMIT_MESSAGE);
      await mailer.send(message as Parameters<M['send']>[0]);
    },
  };
}
