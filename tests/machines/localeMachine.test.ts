import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  localeMachine,
  selectDateFormat,
  selectLocale,
  selectMessages,
  selectTimeFormat,
  type LocaleInput,
} from '../../src/machines/localeMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { localeSpec } from '../../src/machines/testing/specs';

const base: LocaleInput = { allowed: ['en', 'de', 'sw'], configuredDefault: 'en', browserLanguage: 'fr-FR' };

describe('localeMachine', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await runModel(localeSpec);
    warn.mockRestore();
    const report = coverageReport(localeMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  function start(input: LocaleInput = base) {
    const loaded: string[] = [];
    const machine = localeMachine.provide({
      actors: {
        loadMessages: fromPromise<Record<string, string>, { locale: string }>(async ({ input: i }) => {
          loaded.push(i.locale);
          return { greeting: `hello-${i.locale}` };
        }),
      },
    });
    return { actor: createActor(machine, { input }).start(), loaded };
  }

  const ready = (a: ReturnType<typeof start>) => waitFor(a.actor, (s) => s.matches('ready'));

  it('chooses user locale, then browser language, then realm default, then configured default; each only if allowed', async () => {
    const a = start();
    a.actor.send({ type: 'locale.claims', claims: { locale: 'sw' } });
    expect(selectLocale(await ready(a))).toBe('sw');
    a.actor.send({ type: 'locale.claims', claims: { locale: 'fr', default_locale: 'de' } });
    expect(selectLocale(await ready(a))).toBe('de');
    const b = start({ ...base, browserLanguage: 'de-AT' });
    b.actor.send({ type: 'locale.claims', claims: { locale: 'fr', default_locale: 'sw' } });
    expect(selectLocale(await ready(b))).toBe('de');
    a.actor.send({ type: 'locale.claims', claims: { locale: 'fr', default_locale: 'it' } });
    expect(selectLocale(await ready(a))).toBe('en');
  });

  it('loads the chosen dictionary on locale.change and ignores a locale that is not allowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = start();
    await ready(a);
    a.actor.send({ type: 'locale.change', locale: 'de' });
    const snapshot = await ready(a);
    expect(selectMessages(snapshot)).toEqual({ greeting: 'hello-de' });
    a.actor.send({ type: 'locale.change', locale: 'ja' });
    expect(selectLocale(a.actor.getSnapshot())).toBe('de');
    expect(a.loaded).toEqual(['en', 'de']);
    warn.mockRestore();
  });

  it('takes date_format, else default_date_format, else dd.MM.yyyy; time HH:mm', async () => {
    const a = start();
    expect(selectDateFormat(a.actor.getSnapshot())).toBe('dd.MM.yyyy');
    expect(selectTimeFormat(a.actor.getSnapshot())).toBe('HH:mm');
    a.actor.send({ type: 'locale.claims', claims: { default_date_format: 'MM/dd/yyyy' } });
    expect(selectDateFormat(a.actor.getSnapshot())).toBe('MM/dd/yyyy');
    a.actor.send({
      type: 'locale.claims',
      claims: { date_format: 'yyyy-MM-dd', default_date_format: 'MM/dd/yyyy' },
    });
    expect(selectDateFormat(a.actor.getSnapshot())).toBe('yyyy-MM-dd');
  });
});
