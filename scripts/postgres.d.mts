// Types of ./postgres.mjs (a plain Node script, also used by the API's tools).
export interface Cluster {
  readonly url: string;
  readonly dir: string;
  readonly port: number;
  stop(): void;
}
export declare function postgresBinDir(): string | null;
export declare function ensurePostgresInstalled(log?: (line: string) => void): string;
export declare function startCluster(options?: { port?: number; maxConnections?: number; log?: (line: string) => void }): Promise<Cluster>;
export declare function stopCluster(dir: string): void;
export declare function withCluster(
  command: string,
  args: readonly string[],
  options?: { env?: Record<string, string>; log?: (line: string) => void },
): Promise<number>;
