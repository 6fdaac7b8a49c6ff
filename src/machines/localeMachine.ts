// localeMachine — language, dictionary and date format (seed-spec §4, §9; DESIGN §4).
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_DATE_FORMAT, TIME_FORMAT } from './constants';
import { loadMessages } from '../i18n/messages';

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
  claims: LocaleClaims;
  locale: string;
  messages: Messages;
  dateFormat: string;
  timeFormat: string;
  error: string | null;
}

export type LocaleEvent =
  | { type: 'locale.claims'; claims: LocaleClaims }
  /** The user picked a language (user menu, profile). */
  | { type: 'locale.change'; locale: string };

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
  },
  guards: {
    isUserLocaleAllowed: ({ context }) => allows(context, twoLetter(context.claims.locale)),
    isBrowserLanguageAllowed: ({ context }) => allows(context, twoLetter(context.browserLanguage)),
    isRealmDefaultAllowed: ({ context }) => allows(context, twoLetter(context.claims.default_locale)),
    isChangeAllowed: ({ context, event }) =>
      event.type === 'locale.change' && allows(context, twoLetter(event.locale)),
  },
  actions: {
    assignClaims: assign(({ event }) =>
      event.type === 'locale.claims'
        ? { claims: event.claims, dateFormat: dateFormatFrom(event.claims) }
        : {},
    ),
    useUserLocale: assign({ locale: ({ context }) => twoLetter(context.claims.locale)! }),
    useBrowserLanguage: assign({ locale: ({ context }) => twoLetter(context.browserLanguage)! }),
    useRealmDefault: assign({ locale: ({ context }) => twoLetter(context.claims.default_locale)! }),
    // A configured default that is not itself allowed still needs a working language.
    useConfiguredDefault: assign({
      locale: ({ context }) =>
        context.allowed.includes(context.configuredDefault)
          ? context.configuredDefault
          : (context.allowed[0] ?? context.configuredDefault),
    }),
    useChosenLocale: assign({
      locale: ({ event, context }) =>
        event.type === 'locale.change' ? twoLetter(event.locale)! : context.locale,
    }),
    assignMessages: assign((_, messages: Messages) => ({ messages, error: null })),
    assignLoadError: assign({ error: ({ context }) => `dictionary ${context.locale} could not be loaded` }),
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
    locale: input.configuredDefault,
    messages: {},
    dateFormat: DEFAULT_DATE_FORMAT,
    timeFormat: TIME_FORMAT,
    error: null,
  }),
  on: {
    'locale.claims': { target: '.resolving', actions: 'assignClaims' },
    'locale.change': [
      { guard: 'isChangeAllowed', target: '.loading', actions: 'useChosenLocale' },
      { actions: 'warnNotAllowed' },
    ],
  },
  states: {
    // User locale, browser language, realm default, configured default; each only if allowed.
    resolving: {
      always: [
        { guard: 'isUserLocaleAllowed', target: 'loading', actions: 'useUserLocale' },
        { guard: 'isBrowserLanguageAllowed', target: 'loading', actions: 'useBrowserLanguage' },
        { guard: 'isRealmDefaultAllowed', target: 'loading', actions: 'useRealmDefault' },
        { target: 'loading', actions: 'useConfiguredDefault' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'ready', actions: { type: 'assignMessages', params: ({ event }) => event.output } },
        // The views fall back to their default (English) texts; the choice stays visible.
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    ready: {},
    failed: {},
  },
});

export type LocaleActorRef = ActorRefFrom<typeof localeMachine>;
export type LocaleSnapshot = SnapshotFrom<typeof localeMachine>;

export const selectLocale = (s: LocaleSnapshot): string => s.context.locale;
export const selectMessages = (s: LocaleSnapshot): Messages => s.context.messages;
export const selectDateFormat = (s: LocaleSnapshot): string => s.context.dateFormat;
export const selectTimeFormat = (s: LocaleSnapshot): string => s.context.timeFormat;
export const selectAllowedLocales = (s: LocaleSnapshot): string[] => s.context.allowed;
export const selectLocaleReady = (s: LocaleSnapshot): boolean => s.matches('ready') || s.matches('failed');
