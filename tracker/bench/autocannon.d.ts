// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  export type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type AutocannonOptions = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Seconds a request may take before it counts as a timeout (10 by default). */
    timeout?: number;
    requests?: (AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest })[];
  };
  export type AutocannonResult = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
