// The suppression list: who asked for no more mail. Contract: test/store-mail-contract.test.ts.

/** Opt-outs by a keyed hash of the address (privacy/suppression-key.ts), never the address. */
export type OptOutsPort = {
  /** The suppression list; `addressKey` is a keyed hash of the address (privacy/suppression-key.ts), never the address. */
  /** Records the opt-out; a second one for the same key moves its time forward (the newest counts). */
  addOptOut(input: { addressKey: string; at: number }): Promise<void>;
  isOptedOut(addressKey: string): Promise<boolean>;
  /** When the key last opted out (epoch ms), or null. */
  getOptOutAt(addressKey: string): Promise<number | null>;
};
