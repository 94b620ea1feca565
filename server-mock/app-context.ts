/** What routes and use cases receive: the store, the samples, the logger, the clock and the faults. */
import type { Logger } from 'pino';
import type { FaultRegistry } from './http/fault-injection.ts';
import type { SampleSource } from './store/sample-source.ts';
import type { SandboxStore } from './store/sandbox-store.ts';

/** Current time; injectable so tests and scenarios can pin dates. */
export type Clock = () => Date;

/** Dependencies shared by every layer of one app instance. */
export interface AppContext {
  store: SandboxStore;
  samples: SampleSource;
  logger: Logger;
  clock: Clock;
  faults: FaultRegistry;
}
