import type { Ports } from '../lib/product.ts';

// Apart from the run command's ports, so tests can run while the product is up.
export const e2ePorts: Ports = { site: 5321, tracker: 5400, cms: 5300 };
