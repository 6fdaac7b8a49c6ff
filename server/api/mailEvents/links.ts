// Where the links in event mails point. Mails are queued deep inside recording transactions (a completion
// issuing a certificate, a sign-in awarding a badge) whose callers hold no configuration, so the server
// states its public address here once when it registers its jobs (registerMailEventJobs); every sender
// then builds absolute links from it. Until then (a script, a test without the job handlers) the address
// is the configuration's own default, read through loadConfig, never from the environment here.
import { loadConfig, type ServerConfig } from '../../config';

type MailOrigin = Pick<ServerConfig, 'publicUrl' | 'organisationName'>;

let origin: MailOrigin | undefined;

/** Called once per server (the last one built wins: one process serves one public address). */
export function setMailOrigin(config: MailOrigin): void {
  origin = { publicUrl: config.publicUrl.replace(/\/+$/, ''), organisationName: config.organisationName };
}

function current(): MailOrigin {
  if (!origin) {
    const config = loadConfig();
    origin = { publicUrl: config.publicUrl, organisationName: config.organisationName };
  }
  return origin;
}

/** `route` (starting with `/`) as an absolute address of the app. */
export const appLink = (route: string): string => `${current().publicUrl}${route}`;

/** Who sends when no person does (an assignment whose author was deleted). */
export const organisationName = (): string => current().organisationName;

/** The learner's page of an assigned item: the player of a medium, the view of a path. */
export const itemLink = (item: { mediaId: string | null; pathId: string | null }): string =>
  item.pathId ? appLink(`/media?path=${item.pathId}`) : appLink(`/media?play=${item.mediaId}`);

/**
 * A calendar day (a due day, a completion day: already the learner's own day) as a DATE placeholder value:
 * noon UTC. The worker renders in UTC, so the day printed is this day; a renderer that formatted in the
 * recipient's zone would keep it from UTC-11 to UTC+11 but show the next day in UTC+12..+14.
 */
export const dayInstant = (day: string): string => `${day}T12:00:00.000Z`;
