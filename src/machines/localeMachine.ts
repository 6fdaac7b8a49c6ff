// localeMachine — language, dictionary and date format (seed-spec §4, §9; DESIGN §4).
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_DATE_FORMAT, TIME_FORMAT } from './constants';
import { loadMessages } from '../i18n/messages';
import { setDocumentLanguage } from '../services/browser';

export type Messages = Record<string, string>;

export interface LocaleInput {
  allowed: string[];
  configuredDefault: string;
  browserLanguage: string | null;
}

export interface LocaleClaims {
  locale?: unknown;
  default_locale?: unknown;
  date_format?: unknown;
  default_date_format?: unknown;
}

export interface LocaleContext extends LocaleInput {
  /** The latest token's claims, patched by a saved profile until the next token carries it. */
  claims: LocaleClaims;
  /** Picked in the user menu: holds for this session across token refreshes. */
  chosen: string | null;
  /** What the rules chose; `locale` follows once its dictionary is loaded. */
  requested: string;
  /** The language shown: `messages` belong to it. */
  locale: string;
  loaded: boolean;
  messages: Messages;
  dateFormat: string;
  timeFormat: string;
  error: string | null;
}

export type LocaleEvent =
  | { type: 'locale.claims'; claims: LocaleClaims }
  /** The user picked a language in the user menu. */
  | { type: 'locale.change'; locale: string }
  /** A saved profile; null values fall back to the realm and configured defaults. */
  | { type: 'locale.profileSaved'; locale: string | null; dateFormat: string | null }
  /** Signed out: only the browser and the configuration decide. */
  | { type: 'locale.reset' };

const twoLetter = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length >= 2 ? value.trim().slice(0, 2).toLowerCase() : null;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Date format from `date_format`, else `default_date_format`, else dd.MM.yyyy. */
export const dateFormatFrom = (claims: LocaleClaims): string =>
  str(claims.date_format) ?? str(claims.default_date_format) ?? DEFAULT_DATE_FORMAT;

const allows = (c: LocaleContext, candidate: string | null) =>
  candidate !== null && c.allowed.includes(candidate);

export const localeMachine = setup({
  types: {} as { context: LocaleContext; events: LocaleEvent; input: LocaleInput },
  actors: {
    loadMessages: fromPromise<Messages, { locale: string }>(({ input, signal }) =>
      loadMessages(input.locale, signal),
    ),
    documentLanguage: fromCallback<{ type: 'noop' }, { locale: string }>(({ input }) => {
      setDocumentLanguage(input.locale);
    }),
  },
  guards: {
    hasChosenLocale: ({ context }) => context.chosen !== null,
    isUserLocaleAllowed: ({ context }) => allows(context, twoLetter(context.claims.locale)),
    isBrowserLanguageAllowed: ({ context }) => allows(context, twoLetter(context.browserLanguage)),
    isRealmDefaultAllowed: ({ context }) => allows(context, twoLetter(context.claims.default_locale)),
    isChangeAllowed: ({ context, event }) =>
      event.type === 'locale.change' && allows(context, twoLetter(event.locale)),
    // Every refresh repeats the claims; only a different value (a profile saved elsewhere, or the
    // token catching up with a save) outranks the language picked in the menu.
    isLocaleClaimChanged: ({ context, event }) =>
      event.type === 'locale.claims' && twoLetter(event.claims.locale) !== twoLetter(context.claims.locale),
    isRequestedShown: ({ context }) => context.loaded && context.requested === context.locale,
  },
  actions: {
    assignClaims: assign(({ event }) =>
      event.type === 'locale.claims'
        ? { claims: event.claims, dateFormat: dateFormatFrom(event.claims) }
        : {},
    ),
    assignSavedProfile: assign(({ context, event }) => {
      if (event.type !== 'locale.profileSaved') return {};
      const claims = { ...context.claims, locale: event.locale, date_format: event.dateFormat };
      return { claims, dateFormat: dateFormatFrom(claims) };
    }),
    clearChoice: assign({ chosen: null }),
    resetSession: assign({ claims: {}, chosen: null, dateFormat: DEFAULT_DATE_FORMAT }),
    assignChoice: assign({
      chosen: ({ event, context }) =>
        event.type === 'locale.change' ? twoLetter(event.locale) : context.chosen,
    }),
    useChosenLocale: assign({ requested: ({ context }) => context.chosen! }),
    useUserLocale: assign({ requested: ({ context }) => twoLetter(context.claims.locale)! }),
    useBrowserLanguage: assign({ requested: ({ context }) => twoLetter(context.browserLanguage)! }),
    useRealmDefault: assign({ requested: ({ context }) => twoLetter(context.claims.default_locale)! }),
    // A configured default that is not itself allowed still needs a working language.
    useConfiguredDefault: assign({
      requested: ({ context }) =>
        context.allowed.includes(context.configuredDefault)
          ? context.configuredDefault
          : (context.allowed[0] ?? context.configuredDefault),
    }),
    assignMessages: assign(({ context }, messages: Messages) => ({
      locale: context.requested,
      messages,
      loaded: true,
      error: null,
    })),
    // With a dictionary loaded the page keeps its language; before that the choice stays visible
    // and the views fall back to their default (English) texts.
    assignLoadError: assign(({ context }) => ({
      locale: context.loaded ? context.locale : context.requested,
      error: `dictionary ${context.requested} could not be loaded`,
    })),
    warnNotAllowed: ({ event }) => {
      if (event.type === 'locale.change') console.warn(`locale ${event.locale} is not allowed`);
    },
  },
}).createMachine({
  id: 'locale',
  initial: 'resolving',
  context: ({ input }) => ({
    ...input,
    claims: {},
    chosen: null,
    requested: input.configuredDefault,
    locale: input.configuredDefault,
    loaded: false,
    messages: {},
    dateFormat: DEFAULT_DATE_FORMAT,
    timeFormat: TIME_FORMAT,
    error: null,
  }),
  on: {
    'locale.claims': [
      { guard: 'isLocaleClaimChanged', target: '.resolving', actions: ['assignClaims', 'clearChoice'] },
      { target: '.resolving', actions: 'assignClaims' },
    ],
    'locale.change': [
      { guard: 'isChangeAllowed', target: '.resolving', actions: 'assignChoice' },
      { actions: 'warnNotAllowed' },
    ],
    'locale.profileSaved': { target: '.resolving', actions: ['assignSavedProfile', 'clearChoice'] },
    'locale.reset': { target: '.resolving', actions: 'resetSession' },
  },
  states: {
    // Menu choice, user locale, browser language, realm default, configured default; each only if allowed.
    resolving: {
      always: [
        { guard: 'hasChosenLocale', target: 'switching', actions: 'useChosenLocale' },
        { guard: 'isUserLocaleAllowed', target: 'switching', actions: 'useUserLocale' },
        { guard: 'isBrowserLanguageAllowed', target: 'switching', actions: 'useBrowserLanguage' },
        { guard: 'isRealmDefaultAllowed', target: 'switching', actions: 'useRealmDefault' },
        { target: 'switching', actions: 'useConfiguredDefault' },
      ],
    },
    // A token refresh usually resolves to the language already shown: nothing to load.
    switching: {
      always: [{ guard: 'isRequestedShown', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: { target: 'ready', actions: { type: 'assignMessages', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    ready: {
      invoke: {
        id: 'documentLanguage',
        src: 'documentLanguage',
        input: ({ context }) => ({ locale: context.locale }),
      },
    },
    failed: {
      invoke: {
        id: 'documentLanguage',
        src: 'documentLanguage',
        input: ({ context }) => ({ locale: context.locale }),
      },
    },
  },
});

export type LocaleActorRef = ActorRefFrom<typeof localeMachine>;
export type LocaleSnapshot = SnapshotFrom<typeof localeMachine>;

export const selectLocale = (s: LocaleSnapshot): string => s.context.locale;
export const selectMessages = (s: LocaleSnapshot): Messages => s.context.messages;
export const selectDateFormat = (s: LocaleSnapshot): string => s.context.dateFormat;
export const selectTimeFormat = (s: LocaleSnapshot): string => s.context.timeFormat;
export const selectAllowedLocales = (s: LocaleSnapshot): string[] => s.context.allowed;
/** True once a language can be shown; switching to another keeps the current one on screen. */
export const selectLocaleReady = (s: LocaleSnapshot): boolean =>
  s.matches('ready') || s.matches('failed') || s.context.loaded;
