import type { Database, Statement } from 'better-sqlite3';
import { quartersPerDay } from '../../counting/records.ts';
import { prepareHeldConversionInsert } from './conversion-review.ts';

// Prepared statements, made once per connection.

export function prepareStatements(db: Database) {
  const counterUpserts: Statement[] = Array.from({ length: quartersPerDay }, (_, quarter) =>
    db.prepare(
      `INSERT INTO counters (affiliate, version, metric, detail, day, total, q${quarter}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (affiliate, version, metric, day, detail)
       DO UPDATE SET total = total + excluded.total, q${quarter} = q${quarter} + excluded.q${quarter}`,
    ),
  );
  const quarterNames = Array.from({ length: quartersPerDay }, (_, quarter) => `q${quarter}`);
  const counterRowUpsert = db.prepare(
    `INSERT INTO counters (affiliate, version, metric, detail, day, total, ${quarterNames.join(', ')})
     VALUES (?, ?, ?, ?, ?, ?, ${quarterNames.map(() => '?').join(', ')})
     ON CONFLICT (affiliate, version, metric, day, detail)
     DO UPDATE SET total = total + excluded.total, ${quarterNames.map((name) => `${name} = ${name} + excluded.${name}`).join(', ')}`,
  );
  // AUTOINCREMENT keeps its high-water mark in sqlite_sequence; raising it there reserves an id for good.
  const seedSequence = db.prepare(
    "INSERT INTO sqlite_sequence (name, seq) SELECT 'entries', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'entries')",
  );
  const bumpSequence = db
    .prepare("UPDATE sqlite_sequence SET seq = seq + 1 WHERE name = 'entries' RETURNING seq")
    .pluck();
  return {
    reserveEntryId: (): number => {
      seedSequence.run();
      return Number(bumpSequence.get());
    },
    counterUpserts,
    counterRowUpsert,
    entryById: db.prepare('SELECT * FROM entries WHERE id = ?'),
    entryByEmail: db.prepare('SELECT * FROM entries WHERE email = ?'),
    latestEntryByAddressHash: db.prepare(
      'SELECT * FROM entries WHERE address_hash = ? AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT 1',
    ),
    insertEntry: db.prepare(
      `INSERT INTO entries (email, version, affiliate_id, sub_id, s1, s2, s3, selected_offers, campaign, address_hash,
         is_bot, device, step, first_name, last_name, zip_code, created_at, updated_at)
       VALUES (@email, @version, @affiliateId, @subId, @s1, @s2, @s3, @selectedOffers, @campaign, @addressHash,
         @isBot, @device, @step, @firstName, @lastName, @zipCode, @createdAt, @createdAt)`,
    ),
    updateEntry: db.prepare(
      `UPDATE entries SET selected_offers = @selectedOffers, address_hash = @addressHash, step = @step,
         first_name = @firstName, last_name = @lastName, zip_code = @zipCode, updated_at = @updatedAt WHERE id = @id`,
    ),
    insertEvent: db.prepare(
      `INSERT INTO events (at, type, entry_id, affiliate_id, sub_id, s1, s2, s3, version, offer_id, position, is_bot, counted, page, experiment, experiment_version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertMark: db.prepare('INSERT OR IGNORE INTO marks (entry_id, mark, at) VALUES (?, ?, ?)'),
    insertAffiliate: db.prepare('INSERT OR IGNORE INTO affiliates (affiliate_id, first_seen) VALUES (?, ?)'),
    upsertOfferName: db.prepare(
      'INSERT INTO offer_names (offer_id, name) VALUES (?, ?) ON CONFLICT (offer_id) DO UPDATE SET name = excluded.name WHERE name != excluded.name',
    ),
    listAffiliates: db.prepare('SELECT affiliate_id FROM affiliates ORDER BY affiliate_id').pluck(),
    listOfferNames: db.prepare('SELECT offer_id, name FROM offer_names').raw(),
    insertHeldConversion: prepareHeldConversionInsert(db),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
