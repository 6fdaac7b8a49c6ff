// Connects the process's achievement events (events.ts) to one app's services: a badge award becomes the
// learner's live notice on this app's pubsub, an issued certificate wakes this app's render job.
import type { Jobs } from '../../jobs/index';
import type { ApiPubSub } from '../context';
import { onAchievement } from './events';

/** The render job's kind (certificates/renderJob.ts defines and schedules it). */
export const CERTIFICATE_RENDER_JOB = 'certificate-render';

export function bridgeAchievements({ pubsub, jobs }: { pubsub: ApiPubSub; jobs: Jobs }): () => void {
  return onAchievement((event) => {
    if (event.type === 'badgeAwarded') pubsub.publish('badgeAwarded', event.userId, event.awardId);
    else jobs.trigger(CERTIFICATE_RENDER_JOB);
  });
}
