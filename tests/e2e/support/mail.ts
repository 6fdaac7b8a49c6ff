// The mails the run's SMTP server received (global-setup.ts starts it on loopback and points every stack's
// SMTP_URL at it): specs wait for the one they caused, found by recipient and what it says.
import { expect } from '@playwright/test';
import { readRecordedMails, type ReceivedMail } from '../../support/smtpRecorder';

export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';

/** Every mail received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir)
    throw new Error(`${MAIL_DIR_ENV} is not set: the browser suite's global setup starts the SMTP server.`);
  return readRecordedMails(dir);
}

/** Waits (up to `timeoutMs`) for a mail to `to` that `matches`, and returns it. */
export async function waitForMail(
  to: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMails().find(
          (m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && matches(m),
        );
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}
