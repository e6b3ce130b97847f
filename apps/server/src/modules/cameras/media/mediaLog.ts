/** The little of a pino/Fastify logger the drivers use, so a test can pass nothing or a spy. */
export interface MediaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
