// The proof of ordering offers "by earnings": the bandit against the fixed order on a synthetic offer set.
//
//   pnpm run order:simulate          (ORDER_SIMULATE_RUNS, default 20; ORDER_SIMULATE_SEED)
//
// Prints the revenue per visitor of the fixed order, the bandit and the best order, and how quickly the bandit
// finds a better order. Exits 1 if the bandit earns less than the fixed order or less than 90% of the best.
import { ORDER_SIMULATION_SETUP, runOrderSimulation, SYNTHETIC_OFFERS } from '../src/offer-order/order-simulation.ts';

const runs = Number(process.env.ORDER_SIMULATE_RUNS ?? 20);
const seed = Number(process.env.ORDER_SIMULATE_SEED ?? 20_261_128);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  `Offers in the fixed order: ${SYNTHETIC_OFFERS.map((offer) => `${offer.id} ${dollars(offer.priceCents)}`).join(', ')}; ` +
    `${ORDER_SIMULATION_SETUP.visitors.toLocaleString('en-US')} visitors per run, ${runs} runs, seed ${seed}.\n`,
);
const results = runOrderSimulation({ runs, seed });
const fixed = results[0]?.fixedCentsPerVisitor ?? 0;
const best = results[0]?.bestCentsPerVisitor ?? 0;
const bandit = results.map((run) => run.banditCentsPerVisitor);
const meanBandit = bandit.reduce((sum, value) => sum + value, 0) / Math.max(1, bandit.length);
const nearBest = results.map((run) => run.visitorsToNearBest ?? ORDER_SIMULATION_SETUP.visitors);
console.log(`Revenue per visitor, fixed order: ${dollars(fixed)}`);
console.log(
  `Revenue per visitor, by earnings:  ${dollars(meanBandit)} (runs from ${dollars(Math.min(...bandit))} to ${dollars(Math.max(...bandit))}), ` +
    `+${(((meanBandit - fixed) / fixed) * 100).toFixed(1)}% over the fixed order`,
);
console.log(
  `Revenue per visitor, best order:   ${dollars(best)} (the bandit reaches ${((meanBandit / best) * 100).toFixed(1)}% of it)`,
);
console.log(
  `Visitors before the next ${ORDER_SIMULATION_SETUP.window} orders earn within ${Math.round((1 - ORDER_SIMULATION_SETUP.nearBest) * 100)}% ` +
    `of the best order: median ${median(nearBest)}, worst ${Math.max(...nearBest)}`,
);
if (!(meanBandit > fixed && meanBandit >= 0.9 * best)) process.exitCode = 1;
