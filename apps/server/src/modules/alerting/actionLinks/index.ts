import { randomBytes } from 'node:crypto';
import { loadOrCreateKeyFile } from '../../../platform/keyFile.js';
import { actionTokens } from './tokens.js';

export type { AlertAcknowledger, AlertAcknowledgers, AlertSummary } from './acknowledger.js';
export { actionLinksModule } from './actionLinks.routes.js';
export { ACTION_LINK_LIFETIME_MS, type ActionClaim, type ActionTokens, actionTokens } from './tokens.js';

/** The action links' signing secret, made at first start and kept in DATA_DIR/keys (shared by instances). */
export function loadOrCreateActionTokens(dataDir: string) {
  const { secret } = loadOrCreateKeyFile<{ secret: string }>(dataDir, 'action-links.json', () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  return actionTokens(Buffer.from(secret, 'base64url'));
}
