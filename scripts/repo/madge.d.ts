// The part of madge's API that import-cycles.ts uses (the package ships no types).
declare module 'madge' {
  type MadgeConfig = {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string | { compilerOptions: Record<string, unknown> };
    detectiveOptions?: Record<string, Record<string, unknown>>;
  };
  type MadgeResult = {
    obj(): Record<string, string[]>;
    circular(): string[][];
    warnings(): { skipped: string[] };
  };
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
