import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryMongo } from './memory-mongo/memory-mongo.ts';
import { openMongoPostbackStore } from '../../src/postbacks/store/mongo-postback-store.ts';
import type { PostbackStore } from '../../src/postbacks/store/port.ts';
import { openSqlitePostbackStore } from '../../src/postbacks/store/sqlite-postback-store.ts';

// Both postback store adapters, as the contract and delivery suites run them: SQLite in a temporary folder,
// MongoDB through the in-process stand-in. reopen() opens the same data again, as a restarted tracker would.

export type PostbackStoreUnderTest = {
  store: PostbackStore;
  reopen(): Promise<PostbackStore>;
  cleanup(): Promise<void>;
};

export type PostbackStoreFactory = { name: string; open(): Promise<PostbackStoreUnderTest> };

let counter = 0;

export const postbackStoreFactories: PostbackStoreFactory[] = [
  {
    name: 'sqlite',
    open: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'tracker-postbacks-'));
      const trackerPath = join(folder, 'tracker.db');
      const opened = [openSqlitePostbackStore({ trackerPath })];
      return {
        store: opened[0] ?? openSqlitePostbackStore({ trackerPath }),
        reopen: async () => {
          const again = openSqlitePostbackStore({ trackerPath });
          opened.push(again);
          return again;
        },
        cleanup: async () => {
          for (const store of opened) await store.close();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'mongodb (in-process stand-in)',
    open: async () => {
      const client = createMemoryMongo();
      const db = client.db(`postbacks_${counter++}`);
      return { store: await openMongoPostbackStore({ db }), reopen: () => openMongoPostbackStore({ db }), cleanup: () => client.close() };
    },
  },
];
