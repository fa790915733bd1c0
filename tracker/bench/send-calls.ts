import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { benchCall, type BenchCall } from './bench-calls.ts';

// Sends exactly N of one call to a running tracker and says how many failed:
// `node bench/send-calls.ts --url http://127.0.0.1:4000 --call track-visit|signup --requests N [--arrival] [--connections 20]`.

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    call: { type: 'string', default: 'track-visit' },
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '20' },
    arrival: { type: 'boolean', default: false },
  },
});
if (!values.url) throw new Error('--url is required');
const result = await autocannon({
  ...benchCall(values.call as BenchCall, { arrival: values.arrival })(values.url),
  connections: Number(values.connections),
  amount: Number(values.requests),
});
console.log(`${result.requests.total} sent, ${result.non2xx + result.errors + result.timeouts} failed`);
