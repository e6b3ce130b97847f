export interface TempPostgres {
  url: string;
  port: number;
  stop(): void;
}
export function ensurePostgresInstalled(): void;
export function freePort(): Promise<number>;
export function startTempPostgres(): Promise<TempPostgres>;
