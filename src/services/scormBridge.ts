// The messages between the app and the SCORM host page (src/scormHost), which runs on the content
// origin so that a package never shares an origin with the session tokens. The host runs the SCORM
// runtime itself (a SCO needs synchronous answers); the app stores and sends what it reports. Both
// sides validate every message: anything else on the channel is ignored.
import * as z from 'zod/mini';
import type { ScormStartState } from './scorm';

export const SCORM_HOST_PAGE = '/scorm-host.html';

/** Only packages served by the content listener may be launched by the host. */
export const isPackagePath = (path: string): boolean =>
  /^\/files\/scorm\/[0-9a-f-]{36}\/[^\\]+$/i.test(path) && !path.split(/[?#]/)[0]!.split('/').includes('..');

const cmi = z.record(z.string(), z.unknown());

/**
 * What the session looks like now, sent after every change: `open` (initialized, not finished) with
 * the state a final commit would store; `notStarted` with the state the LMS records for a package
 * that never calls the runtime; `finished` once LMSFinish stored the final state.
 */
const stateMessage = z.object({
  type: z.literal('scormHost.state'),
  phase: z.enum(['notStarted', 'open', 'finished']),
  cmi: z.optional(cmi),
});

export const HostMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scormHost.ready') }),
  z.object({ type: z.literal('scormHost.commit'), kind: z.enum(['commit', 'finish']), cmi }),
  stateMessage,
]);
export type HostMessage = z.infer<typeof HostMessageSchema>;

const startState = z.object({
  studentId: z.string(),
  studentName: z.string(),
  lessonStatus: z.string(),
  lessonLocation: z.string(),
  suspendData: z.string(),
  entry: z.string(),
  credit: z.string(),
  totalTime: z.string(),
  scoreRaw: z.optional(z.nullable(z.number())),
  masteryScore: z.optional(z.nullable(z.number())),
});

export const LaunchMessageSchema = z.object({
  type: z.literal('scormHost.launch'),
  /** Root-relative address of the SCO's launch file on the content origin. */
  path: z.string().check(z.refine(isPackagePath)),
  /** Accessible name of the SCO's frame, in the learner's language. */
  title: z.string(),
  launch: startState,
});
export type LaunchMessage = z.infer<typeof LaunchMessageSchema> & { launch: ScormStartState };

export const parseHostMessage = (data: unknown): HostMessage | undefined => {
  const parsed = HostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

export const parseLaunchMessage = (data: unknown): LaunchMessage | undefined => {
  const parsed = LaunchMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

/** The host page's address for a configured content origin; undefined when none is configured. */
export function scormHostUrl(contentOrigin: string): string | undefined {
  try {
    return new URL(SCORM_HOST_PAGE, contentOrigin).href;
  } catch {
    return undefined;
  }
}
