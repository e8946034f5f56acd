import type { StateStore } from '../state/state-store';
import type { StytchEnvironment } from './ids';
import type { SigningKey } from './signing-key';

/** What every auth operation needs: the state, the signing key, the project and the clock. */
export interface AuthContext {
  store: StateStore;
  key: SigningKey;
  projectId: string;
  secret: string;
  environment: StytchEnvironment;
  now: () => number;
}
