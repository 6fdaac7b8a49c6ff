import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  localeMachine,
  selectDateFormat,
  selectLocale,
  selectLocaleReady,
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

  it('keeps a language picked in the menu across token refreshes; a changed locale claim still applies', async () => {
    const a = start();
    a.actor.send({ type: 'locale.claims', claims: { locale: 'de' } });
    await ready(a);
    a.actor.send({ type: 'locale.change', locale: 'sw' });
    expect(selectLocale(await ready(a))).toBe('sw');
    // Every refresh reports the same claims again.
    a.actor.send({ type: 'locale.claims', claims: { locale: 'de' } });
    expect(selectLocale(await ready(a))).toBe('sw');
    // The profile was saved elsewhere: the new claim wins over the menu.
    a.actor.send({ type: 'locale.claims', claims: { locale: 'en' } });
    expect(selectLocale(await ready(a))).toBe('en');
    expect(a.loaded).toEqual(['en', 'de', 'sw', 'en']);
  });

  it('signing out forgets the menu choice and the claims', async () => {
    const a = start({ ...base, browserLanguage: 'de-CH' });
    a.actor.send({ type: 'locale.claims', claims: { locale: 'en', date_format: 'yyyy-MM-dd' } });
    a.actor.send({ type: 'locale.change', locale: 'sw' });
    expect(selectLocale(await ready(a))).toBe('sw');
    a.actor.send({ type: 'locale.reset' });
    const snapshot = await ready(a);
    expect(selectLocale(snapshot)).toBe('de');
    expect(selectDateFormat(snapshot)).toBe('dd.MM.yyyy');
    expect(snapshot.context.chosen).toBeNull();
  });

  it('applies a saved profile at once: locale and date format, re-resolving when the locale was cleared', async () => {
    const a = start({ ...base, browserLanguage: 'ja-JP' });
    a.actor.send({ type: 'locale.claims', claims: { locale: 'de', default_locale: 'sw' } });
    await ready(a);
    a.actor.send({ type: 'locale.change', locale: 'en' });
    await ready(a);
    a.actor.send({ type: 'locale.profileSaved', locale: 'de', dateFormat: 'yyyy-MM-dd' });
    let snapshot = await ready(a);
    // The save outranks the earlier menu pick.
    expect(selectLocale(snapshot)).toBe('de');
    expect(selectDateFormat(snapshot)).toBe('yyyy-MM-dd');
    // The next token carries what was saved: nothing changes, nothing reloads.
    const loads = a.loaded.length;
    a.actor.send({
      type: 'locale.claims',
      claims: { locale: 'de', default_locale: 'sw', date_format: 'yyyy-MM-dd' },
    });
    snapshot = await ready(a);
    expect(selectLocale(snapshot)).toBe('de');
    expect(a.loaded).toHaveLength(loads);
    // Locale cleared: browser (ja, not allowed), then the realm default.
    a.actor.send({ type: 'locale.profileSaved', locale: null, dateFormat: null });
    snapshot = await ready(a);
    expect(selectLocale(snapshot)).toBe('sw');
    expect(selectDateFormat(snapshot)).toBe('dd.MM.yyyy');
  });

  it('stays ready with the current language while the next dictionary loads', async () => {
    let release: () => void = () => {};
    const machine = localeMachine.provide({
      actors: {
        loadMessages: fromPromise<Record<string, string>, { locale: string }>(async ({ input: i }) => {
          if (i.locale === 'de') await new Promise<void>((resolve) => (release = resolve));
          return { greeting: `hello-${i.locale}` };
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'locale.change', locale: 'de' });
    const switching = actor.getSnapshot();
    expect(switching.matches('loading')).toBe(true);
    expect(selectLocaleReady(switching)).toBe(true);
    expect(selectLocale(switching)).toBe('en');
    expect(selectMessages(switching)).toEqual({ greeting: 'hello-en' });
    release();
    expect(selectLocale(await waitFor(actor, (s) => s.matches('ready')))).toBe('de');
  });

  it('sets <html lang> to the language shown, dir ltr', async () => {
    const a = start();
    await ready(a);
    expect(document.documentElement.lang).toBe('en');
    a.actor.send({ type: 'locale.change', locale: 'de' });
    await ready(a);
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps the shown language when another dictionary fails to load', async () => {
    const machine = localeMachine.provide({
      actors: {
        loadMessages: fromPromise<Record<string, string>, { locale: string }>(async ({ input: i }) => {
          if (i.locale === 'sw') throw new Error('HTTP 404');
          return { greeting: `hello-${i.locale}` };
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'locale.change', locale: 'sw' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectLocale(failed)).toBe('en');
    expect(selectMessages(failed)).toEqual({ greeting: 'hello-en' });
    expect(document.documentElement.lang).toBe('en');
  });
});
