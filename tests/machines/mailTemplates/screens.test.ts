// Model-based tests of the mail template machines: every transition, both sides of every guard. The editor
// is split into small models (lifecycle, reset and test mail, preview) so each builds quickly.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { mailTemplateEditorMachine } from '../../../src/machines/mailTemplates/mailTemplateEditorMachine';
import { mailTemplateListMachine } from '../../../src/machines/mailTemplates/mailTemplateListMachine';
import { selectTemplateProblems } from '../../../src/machines/mailTemplates/mailTemplateSelectors';
import { editHref, listHref, pageOf } from '../../../src/machines/mailTemplates/mailTemplateLocations';
import type { LoadedMailTemplate } from '../../../src/machines/mailTemplates/mailTemplateActors';
import { api, badInput, conflictError, editorLifecycleEvents, fakeNavigation } from '../support/editorModels';
import { expectFullCoverage } from '../support/expectFullCoverage';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { fromPromise } from 'xstate';

const template = (over: Partial<LoadedMailTemplate> = {}): LoadedMailTemplate => ({
  id: 'PASSWORD_RESET/de',
  event: 'PASSWORD_RESET',
  locale: 'de',
  category: 'SECURITY',
  source: 'CUSTOM',
  subject: 'Passwort',
  body: 'Hallo {learnerName}\n\n<resetLink>Neu</resetLink>',
  templateLocale: 'de',
  updatedAt: '2026-11-24T10:00:00.000Z',
  updatedBy: 'Alex Morgan',
  ...over,
});
const byDefault = template({ source: 'DEFAULT', updatedAt: null, updatedBy: null });
const conflict = conflictError(template({ subject: 'Theirs', updatedAt: '2026-11-24T11:00:00.000Z' }));
const refused = badInput('body', 'Body, line 1, column 3: Unknown placeholder "x".');
const preview = { subject: 'Passwort', html: '<p>Hallo</p>', text: 'Hallo', problems: [] };
const input = () => ({
  api,
  event: 'PASSWORD_RESET' as const,
  locale: 'de',
  navigation: fakeNavigation('/mailtemplates', '?edit=PASSWORD_RESET&locale=de').navigation,
  listSearch: '?edit=PASSWORD_RESET&locale=de',
});

describe('mail template machines (model-based)', () => {
  it('mailTemplateListMachine', () =>
    expectFullCoverage({
      machine: mailTemplateListMachine,
      inputs: [{ api }],
      outputs: {
        loadTemplates: [
          [{ event: 'WELCOME', locale: 'en', category: 'SECURITY', source: 'DEFAULT', updatedAt: null }],
        ],
      },
      events: [{ type: 'templates.retry' }, { type: 'templates.refresh' }],
    }));

  it(
    'mailTemplateEditorMachine',
    () =>
      expectFullCoverage(
        // Loading, saving, conflicts and leaving.
        {
          machine: mailTemplateEditorMachine,
          inputs: [input()],
          outputs: {
            loadTemplate: [template(), null],
            reloadTemplate: [template(), null],
            saveTemplate: [template()],
            previewTemplate: [preview],
          },
          events: editorLifecycleEvents('template', {
            saveId: 'saveTemplate',
            validEdit: { type: 'template.change', field: 'subject', value: 'Neu: {username}' },
            invalidEdit: { type: 'template.change', field: 'body', value: 'Hallo {x}' },
            conflict,
            badInput: refused,
          }),
        },
        // Reset (only a customised template) and the test mail (only when saved).
        {
          machine: mailTemplateEditorMachine,
          inputs: [input()],
          outputs: {
            loadTemplate: [template(), byDefault],
            resetTemplate: [byDefault],
            sendTestMail: [
              { id: 'm-1', toAddress: 'alex@example.org', status: 'QUEUED', reason: null },
              {
                id: 'm-2',
                toAddress: '',
                status: 'NOT_SENT',
                reason: 'Not sent: the recipient has no mail address.',
              },
            ],
          },
          events: [
            { type: 'template.reset' },
            { type: 'template.resetConfirm' },
            { type: 'template.resetCancel' },
            { type: 'template.sendTest' },
            { type: 'template.change', field: 'subject', value: 'Neu' },
            { type: 'xstate.error.actor.resetTemplate', error: conflict },
          ],
        },
        // The preview: debounce, a draft with problems waits, another language, retry.
        {
          machine: mailTemplateEditorMachine,
          inputs: [input()],
          outputs: { loadTemplate: [template()], previewTemplate: [preview] },
          events: [
            { type: 'template.change', field: 'body', value: 'Hallo {x}' },
            { type: 'template.change', field: 'body', value: 'Hallo\n\n{resetLink}' },
            { type: 'preview.locale', locale: 'sw' },
            { type: 'preview.locale', locale: 'de' },
            { type: 'preview.retry' },
          ],
        },
      ),
    120_000,
  );
});

describe('mail template editor (details)', () => {
  it('marks a refusal of the server at the position it names, until the next edit', async () => {
    const error = new AdminApiError([
      {
        message: 'Body, line 2, column 4: Unknown placeholder "x".',
        extensions: { code: 'BAD_USER_INPUT', field: 'body', position: { line: 2, column: 4, offset: 9 } },
      },
    ]);
    const machine = mailTemplateEditorMachine.provide({
      actors: {
        loadTemplate: fromPromise(async () => template()) as never,
        saveTemplate: fromPromise(async () => {
          throw error;
        }) as never,
        previewTemplate: fromPromise(async () => preview) as never,
      },
    });
    const actor = createActor(machine, { input: input() }).start();
    await waitFor(actor, (s) => s.matches({ ready: { main: 'editing' } }));
    actor.send({ type: 'template.change', field: 'subject', value: 'Neu' });
    actor.send({ type: 'template.save' });
    await waitFor(actor, (s) => s.context.problem !== null);
    expect(selectTemplateProblems(actor.getSnapshot())[0]).toMatchObject({
      field: 'body',
      message: 'Body, line 2, column 4: Unknown placeholder "x".',
      position: { line: 2, column: 4, offset: 9 },
    });
    actor.send({ type: 'template.change', field: 'subject', value: 'Neuer' });
    expect(selectTemplateProblems(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('reads and writes its addresses', () => {
    expect(pageOf('?edit=WELCOME&locale=de')).toEqual({ page: 'edit', event: 'WELCOME', locale: 'de' });
    expect(pageOf('?edit=BIRTHDAY&locale=de')).toEqual({ page: 'unknown' });
    expect(pageOf('?edit=WELCOME&locale=xx')).toEqual({ page: 'unknown' });
    expect(pageOf('?locale=sw')).toEqual({ page: 'list', locale: 'sw' });
    expect(pageOf('')).toEqual({ page: 'list', locale: null });
    expect(editHref('WELCOME', 'de')).toBe('/mailtemplates?edit=WELCOME&locale=de');
    expect(listHref('?edit=WELCOME&locale=de')).toBe('/mailtemplates?locale=de');
  });
});
