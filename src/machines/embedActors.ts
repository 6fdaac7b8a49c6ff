// The parent window as an actor: messages in (reported raw, judged by the machine) and out.
import { fromCallback } from 'xstate';
import { postToParent } from '../services/parentWindow';

export type BridgeCommand = {
  type: 'bridge.post';
  message: { type: 'session_expired' };
  origin: string | null;
  allowed: string[];
};

export const embedActors = {
  parentBridge: fromCallback<BridgeCommand>(({ sendBack, receive }) => {
    const onMessage = (event: MessageEvent) =>
      sendBack({
        type: 'embed.message',
        origin: event.origin,
        fromParent: event.source === globalThis.parent,
        data: event.data as unknown,
      });
    globalThis.addEventListener('message', onMessage);
    receive((command) => {
      postToParent(command.message, command.origin, command.allowed);
    });
    return () => globalThis.removeEventListener('message', onMessage);
  }),
};
