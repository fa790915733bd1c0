import type { PostbackJobs } from '../../src/jobs/port.ts';
import { storeFactories } from './stores.ts';

// The postback jobs of both store adapters, as the contract suites run them: the tracker's own store (SQLite in
// a temporary folder, MongoDB through the stand-in or a server), whose one job queue holds the postbacks.
// reopen() opens the same data again, as a restarted tracker would.

export type PostbackStoreUnderTest = {
  store: PostbackJobs;
  reopen(): Promise<PostbackJobs>;
  cleanup(): Promise<void>;
};

export type PostbackStoreFactory = { name: string; open(): Promise<PostbackStoreUnderTest> };

export const postbackStoreFactories: PostbackStoreFactory[] = storeFactories.map((factory) => ({
  name: factory.name,
  open: async () => {
    const opened = await factory.open();
    return { store: opened.store, reopen: () => opened.openSecond(), cleanup: () => opened.cleanup() };
  },
}));
