/** An invoke's error event, typed for the params of the actions its onError runs. */
export type Failure = { event: { error: unknown } };
