import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';
import { appMachine, selectAppStatus } from '../machines/appMachine';
import type { authMachine } from '../machines/authMachine';
import type { embedMachine } from '../machines/embedMachine';
import type { localeMachine } from '../machines/localeMachine';
import type { navigationMachine } from '../machines/navigationMachine';
import type { startupMachine } from '../machines/startupMachine';
import type { themeMachine } from '../machines/themeMachine';

/** The root actor for the whole tree: `<AppContext.Provider options={{ input }}>` starts it. */
export const AppContext = createActorContext(appMachine);

interface Children {
  auth: typeof authMachine;
  navigation: typeof navigationMachine;
  embed: typeof embedMachine;
  theme: typeof themeMachine;
  locale: typeof localeMachine;
  startup: typeof startupMachine;
}

/** A child machine by system id; undefined until the configuration has loaded and it runs. */
export function useChildRef<K extends keyof Children>(id: K): ActorRefFrom<Children[K]> | undefined {
  const app = AppContext.useActorRef();
  // Re-render when the children start or stop; the system only knows them while `running`.
  const running = AppContext.useSelector((s) => selectAppStatus(s) === 'running');
  return running ? (app.system.get(id) as ActorRefFrom<Children[K]> | undefined) : undefined;
}

/** A narrow slice of a child machine, or `fallback` while it is not running. */
export function useChild<K extends keyof Children, T>(
  id: K,
  selector: (snapshot: SnapshotFrom<Children[K]>) => T,
  fallback: T,
): T {
  const ref = useChildRef(id);
  return useSelector(ref as ActorRefFrom<AnyStateMachine> | undefined, (s) =>
    s === undefined ? fallback : selector(s as SnapshotFrom<Children[K]>),
  );
}
