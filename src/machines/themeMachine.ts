// themeMachine — appearance and accent colour (seed-spec §4, §9; DESIGN §4). The app machine sends it
// the user's claims and what start-up loaded (default unit, DESIGN preferences).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_PRIMARY_COLOR } from './constants';

export type Appearance = 'light' | 'dark';

export interface ThemeContext {
  unitColor: string | null;
  preferenceColor: string | null;
  accentHex: string;
}

export type ThemeEvent =
  | { type: 'theme.claims'; theme?: unknown }
  /** A saved profile: the new theme value, before the next token carries it. */
  | { type: 'theme.change'; theme?: unknown }
  | { type: 'theme.unitLoaded'; color: string | null }
  | { type: 'theme.preferencesLoaded'; primaryColor: string | null }
  | { type: 'theme.reset' };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX.test(value.trim());

export const themeMachine = setup({
  types: {} as { context: ThemeContext; events: ThemeEvent },
  guards: {
    // 'default' and anything unknown give the light base; only 'dark' gives the dark violet base.
    isDarkTheme: ({ event }) =>
      (event.type === 'theme.claims' || event.type === 'theme.change') && event.theme === 'dark',
    hasUnitColour: ({ context }) => context.unitColor !== null,
    hasPreferenceColour: ({ context }) => context.preferenceColor !== null,
  },
  actions: {
    assignUnitColour: assign({
      unitColor: ({ event }) =>
        event.type === 'theme.unitLoaded' && isHexColour(event.color) ? event.color.trim() : null,
    }),
    assignPreferenceColour: assign({
      preferenceColor: ({ event }) =>
        event.type === 'theme.preferencesLoaded' && isHexColour(event.primaryColor)
          ? event.primaryColor.trim()
          : null,
    }),
    clearColours: assign({ unitColor: null, preferenceColor: null }),
    useUnitColour: assign({ accentHex: ({ context }) => context.unitColor ?? DEFAULT_PRIMARY_COLOR }),
    usePreferenceColour: assign({
      accentHex: ({ context }) => context.preferenceColor ?? DEFAULT_PRIMARY_COLOR,
    }),
    useDefaultColour: assign({ accentHex: DEFAULT_PRIMARY_COLOR }),
  },
}).createMachine({
  id: 'theme',
  type: 'parallel',
  context: { unitColor: null, preferenceColor: null, accentHex: DEFAULT_PRIMARY_COLOR },
  states: {
    appearance: {
      initial: 'light',
      on: {
        'theme.claims': [{ guard: 'isDarkTheme', target: '.dark' }, { target: '.light' }],
        'theme.change': [{ guard: 'isDarkTheme', target: '.dark' }, { target: '.light' }],
        'theme.reset': '.light',
      },
      states: { light: {}, dark: {} },
    },
    // Primary colour order: default unit colour, else DESIGN/PRIMARY_COLOR, else #5761ee.
    accent: {
      initial: 'fallback',
      on: {
        'theme.unitLoaded': { target: '.resolving', actions: 'assignUnitColour' },
        'theme.preferencesLoaded': { target: '.resolving', actions: 'assignPreferenceColour' },
        'theme.reset': { target: '.resolving', actions: 'clearColours' },
      },
      states: {
        resolving: {
          always: [
            { guard: 'hasUnitColour', target: 'unit', actions: 'useUnitColour' },
            { guard: 'hasPreferenceColour', target: 'preference', actions: 'usePreferenceColour' },
            { target: 'fallback', actions: 'useDefaultColour' },
          ],
        },
        unit: {},
        preference: {},
        fallback: {},
      },
    },
  },
});

export type ThemeActorRef = ActorRefFrom<typeof themeMachine>;
export type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export const selectAppearance = (s: ThemeSnapshot): Appearance =>
  s.matches({ appearance: 'dark' }) ? 'dark' : 'light';
export const selectAccentHex = (s: ThemeSnapshot): string => s.context.accentHex;
/** The dark base is violet-tinted (Radix `mauve`); the light base is neutral. */
export const selectGrayScale = (s: ThemeSnapshot): 'mauve' | 'gray' =>
  selectAppearance(s) === 'dark' ? 'mauve' : 'gray';
