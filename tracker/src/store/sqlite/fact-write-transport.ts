import type { FactWrite } from '../../counting/records.ts';

// Fact writes cross to the writer thread as one JSON string rather than as objects: a message's objects are
// cloned one by one on the request's own thread, and a visit's write is dozens of small ones (measured: 34 µs
// to clone it, 10 µs to stringify and send it). The writer thread parses it back; the data is our own.

export type FactWritesText = string & { readonly factWrites: unique symbol };

export const encodeFactWrites = (writes: readonly FactWrite[]): FactWritesText =>
  JSON.stringify(writes) as FactWritesText;

export const decodeFactWrites = (text: FactWritesText): FactWrite[] => JSON.parse(text) as FactWrite[];
