// Child machines report to the app machine, which relays to the others. Run alone (tests, tools)
// a machine has no parent and the report is simply not sent.
import type { AnyActorRef, EventObject } from 'xstate';

export function notifyParent<TArgs extends object, TEvent extends EventObject>(
  build: (args: TArgs) => TEvent,
) {
  return (args: TArgs & { self: AnyActorRef }) => {
    args.self._parent?.send(build(args));
  };
}
