import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateOf, newCertificateId } from '../src/consent/consent-certificate.ts';
import { createConsentSigner } from '../src/consent/consent-signature.ts';
import { openMongoStore, openSqliteStore } from '../src/store/open-store.ts';
import type { Store } from '../src/store/port.ts';
import type { NewConsentRecord } from '../src/store/privacy-records.ts';
import { createMemoryMongo } from './support/memory-mongo/memory-mongo.ts';
import { aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The store's part of the signed consent ledger, the same on both adapters: a record keeps its certificate as
// signed and is found by the certificate's id until an erasure or the retention clean-up removes it; a
// disclosure's words are kept once under their hash. A file or database written before certificates keeps its
// records, read as unsigned ones.

const signer = createConsentSigner(undefined);
const at = Date.parse('2026-06-15T16:00:00Z');
const disclosure = {
  source: 'landing-variants',
  documentId: 'lv-2',
  version: 'v1',
  textSha256: 'c'.repeat(64),
  route: '/v2',
};

async function signedRecord(entryId: number, email: string, when = at): Promise<NewConsentRecord> {
  const fields = {
    kind: 'signup' as const,
    at: when,
    disclosure,
    disclosureCheck: 'matches_cms' as const,
    partner: null,
    landingVersion: 2,
    userAgent: 'UA',
    addressHash: 'h',
  };
  return {
    entryId,
    ...fields,
    certificate: await signer.signCertificate(certificateOf({ id: newCertificateId(), email, record: fields })),
  };
}

async function newEntry(store: Store, email: string): Promise<number> {
  return (await store.createEntry({ entry: aNewEntry({ email, createdAt: at }), facts: [] })).entry.id;
}

describe.each(storeFactories)('the consent ledger’s store contract on $name', (factory) => {
  let opened: StoreUnderTest;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(() => opened.cleanup());

  it('keeps each record’s certificate as signed and finds it by its id until an erasure', async () => {
    const { store } = opened;
    const id = await newEntry(store, 'ann@example.com');
    const record = await signedRecord(id, 'ann@example.com');
    await store.appendConsentRecord(record);
    const [listed] = await store.listConsentRecords(id);
    expect(listed?.certificate).toEqual(record.certificate);
    expect(await store.findConsentRecordByCertificate(record.certificate.certificate.id)).toEqual(listed);
    expect(await store.findConsentRecordByCertificate(newCertificateId())).toBeNull();
    await store.eraseEntry({ entryId: id, email: 'ann@example.com' });
    expect(await store.findConsentRecordByCertificate(record.certificate.certificate.id)).toBeNull();
  });

  it('writes a signup’s record with its new entry, and nothing for an address that already has one', async () => {
    const { store } = opened;
    const { entryId: _unassigned, ...consent } = await signedRecord(0, 'ann@example.com');
    const first = await store.createEntry({
      entry: aNewEntry({ email: 'ann@example.com', createdAt: at }),
      facts: [],
      consent,
    });
    expect(first.created).toBe(true);
    expect((await store.listConsentRecords(first.entry.id)).map((listed) => listed.certificate)).toEqual([
      consent.certificate,
    ]);
    const { entryId: _again, ...again } = await signedRecord(0, 'ann@example.com');
    const repeat = await store.createEntry({
      entry: aNewEntry({ email: 'ann@example.com', createdAt: at }),
      facts: [],
      consent: again,
    });
    expect(repeat.created).toBe(false);
    expect(await store.listConsentRecords(first.entry.id)).toHaveLength(1);
    expect(await store.findConsentRecordByCertificate(again.certificate.certificate.id)).toBeNull();
  });

  it('forgets a certificate with its record at the retention clean-up', async () => {
    const { store } = opened;
    const id = await newEntry(store, 'ann@example.com');
    const record = await signedRecord(id, 'ann@example.com');
    await store.appendConsentRecord(record);
    await store.purgeExpired({
      addressHashesBefore: 0,
      entriesBefore: 0,
      eventsBefore: 0,
      outboxBefore: 0,
      consentBefore: at + 1,
    });
    expect(await store.findConsentRecordByCertificate(record.certificate.certificate.id)).toBeNull();
  });

  it('keeps a disclosure’s words once under their hash: the first version that showed them', async () => {
    const { store } = opened;
    const first = {
      textSha256: 'c'.repeat(64),
      source: 'landing-variants',
      documentId: 'lv-2',
      version: 'v1',
      text: 'We never sell your email.',
      firstSeenAt: at,
    };
    await store.saveDisclosureText(first);
    await store.saveDisclosureText({ ...first, version: 'v2', firstSeenAt: at + 1000 });
    await store.saveDisclosureText({ ...first, textSha256: 'e'.repeat(64), version: 'v3', text: 'Other words.' });
    expect(await store.listDisclosureTexts(['c'.repeat(64), 'c'.repeat(64), 'f'.repeat(64)])).toEqual([first]);
    expect(await store.listDisclosureTexts([])).toEqual([]);
  });
});

describe('a store written before consent records were signed', () => {
  const legacyRow = {
    entry_id: 1,
    kind: 'signup',
    at,
    disclosure: JSON.stringify(disclosure),
    partner: null,
    landing_version: 2,
    user_agent: 'UA',
    address_hash: 'h',
    disclosure_check: 'matches_cms',
  };
  const figuresOfOneSignedOneNot = {
    records: { signup: 2, offerAccepted: 0 },
    disclosures: { matchesCms: 2, differsFromCms: 0, unverifiable: 0, none: 0 },
    unsigned: 1,
  };
  const asUnsigned = {
    id: 1,
    entryId: 1,
    kind: 'signup',
    at,
    disclosure,
    disclosureCheck: 'matches_cms',
    partner: null,
    landingVersion: 2,
    userAgent: 'UA',
    addressHash: 'h',
    certificate: null,
  };

  it('SQLite: an older file gains the certificate columns; its records read as unsigned, new ones are signed', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'consent-legacy-'));
    const file = path.join(folder, 'tracker.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE consent_records (
      id INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL,
      disclosure TEXT, partner TEXT, landing_version INTEGER NOT NULL, user_agent TEXT, address_hash TEXT, disclosure_check TEXT
    )`);
    old
      .prepare(
        'INSERT INTO consent_records (entry_id, kind, at, disclosure, partner, landing_version, user_agent, address_hash, disclosure_check) VALUES (@entry_id, @kind, @at, @disclosure, @partner, @landing_version, @user_agent, @address_hash, @disclosure_check)',
      )
      .run(legacyRow);
    old.close();
    const store = openSqliteStore({ path: file });
    try {
      expect(await store.listConsentRecords(1)).toEqual([asUnsigned]);
      const record = await signedRecord(1, 'ann@example.com', at + 1);
      await store.appendConsentRecord(record);
      expect((await store.listConsentRecords(1)).map((listed) => listed.certificate)).toEqual([
        null,
        record.certificate,
      ]);
      expect((await store.findConsentRecordByCertificate(record.certificate.certificate.id))?.at).toBe(at + 1);
      expect(await store.countConsentRecords()).toEqual(figuresOfOneSignedOneNot);
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('MongoDB: documents without a certificate read as unsigned beside signed ones', async () => {
    const client = createMemoryMongo();
    await client.db('legacy').collection('consent_records').insertOne({
      _id: 1,
      entryId: 1,
      kind: 'signup',
      at,
      disclosure,
      disclosureCheck: 'matches_cms',
      partner: null,
      landingVersion: 2,
      userAgent: 'UA',
      addressHash: 'h',
    });
    await client.db('legacy').collection('sequences').insertOne({ _id: 'consent_records', seq: 1 });
    const store = await openMongoStore({ client, dbName: 'legacy' });
    expect(await store.listConsentRecords(1)).toEqual([asUnsigned]);
    const record = await signedRecord(1, 'ann@example.com', at + 1);
    await store.appendConsentRecord(record);
    expect((await store.listConsentRecords(1)).map((listed) => listed.certificate)).toEqual([null, record.certificate]);
    expect(await store.countConsentRecords()).toEqual(figuresOfOneSignedOneNot);
    await store.close();
  });
});
