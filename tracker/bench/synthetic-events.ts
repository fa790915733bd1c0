import { onceKeyFor, type Fact, type FactType } from '../src/counting/facts.ts';

// Synthetic funnel traffic for the report benchmark: a year of events over 20 affiliates (a few large,
// many small), three landing versions, fourteen offers and 5% bots, in the proportions of a real funnel.

const affiliates = Array.from({ length: 20 }, (_, index) => `aff-${String(index + 1).padStart(2, '0')}`);
const offers = [
  'housing-grants',
  'medicare',
  'dental-implants',
  'meals-on-wheels',
  'wise-savings',
  'auto-insurance',
  'government-assistance',
  'section-8',
  'food-stamps',
  'senior-discounts',
  'hearing-aids',
  'emergency-pendant',
  'dental-savings',
  'life-insurance',
];
const mix: [FactType, number][] = [
  ['visit', 0.55],
  ['signup', 0.12],
  ['continued', 0.1],
  ['offer_accepted', 0.09],
  ['offer_declined', 0.06],
  ['flow_complete', 0.04],
  ['download', 0.03],
  ['anonymous_download', 0.01],
];

/** A small deterministic generator (mulberry32), so two runs load the same data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

function pickType(random: () => number): FactType {
  let roll = random();
  for (const [type, share] of mix) {
    roll -= share;
    if (roll < 0) return type;
  }
  return 'visit';
}

/** `count` facts spread over [fromMs, toMs), with entry ids from `firstEntryId` upward. */
export function* syntheticFacts({
  count,
  fromMs,
  toMs,
  seed,
  firstEntryId,
}: {
  count: number;
  fromMs: number;
  toMs: number;
  seed: number;
  firstEntryId: number;
}): Generator<Fact> {
  const random = createRandom(seed);
  for (let index = 0; index < count; index += 1) {
    const type = pickType(random);
    // Squaring skews traffic to the first affiliates, as real affiliate traffic is skewed.
    const affiliate = affiliates[Math.floor(random() ** 2 * affiliates.length)] ?? null;
    const offerId = type === 'offer_accepted' || type === 'offer_declined' ? pick(offers, random) : null;
    const anonymous = type === 'visit' || type === 'anonymous_download';
    const fact: Fact = {
      type,
      at: fromMs + Math.floor(random() * (toMs - fromMs)),
      entryId: anonymous ? null : firstEntryId + index,
      affiliateId: random() < 0.1 ? null : affiliate,
      subId: null,
      s1: null,
      s2: null,
      s3: null,
      version: 1 + Math.floor(random() * 3),
      offerId,
      position: offerId ? 1 + Math.floor(random() * 7) : null,
      isBot: random() < 0.05,
      once: null,
    };
    fact.once = onceKeyFor(fact);
    yield fact;
  }
}
