// profileMachine.ts — the /my-profile screen: load `me`, edit locale/theme/date format, validate,
// save through the API, and tell the app so the change applies at once and the next token carries it.
import { assign, sendTo, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { MyProfileInput } from '../../graphql/generated';
import { allowedDateFormats } from '../../i18n/dates';
import type { ApiSettings } from '../../services/api';
import { profileActors, type Profile, type ProfileField, type SaveResult } from './profileActors';

export const profileThemes = ['default', 'dark'] as const;

export type ProfileDraft = MyProfileInput;
export type ProfileErrors = Partial<Record<ProfileField, 'invalid'>>;

export interface ProfileInput {
  /** Where the API is and how to sign its requests. */
  api: ApiSettings;
  allowedLocales: readonly string[];
  /** Receives `{ type: 'profile.saved', profile }` after a successful save (the app actor). */
  app: AnyActorRef;
}

interface ProfileContext extends ProfileInput {
  profile: Profile | null;
  draft: ProfileDraft;
  errors: ProfileErrors;
}

export type ProfileEvent =
  | { type: 'profile.change'; field: 'locale' | 'dateFormat'; value: string | null }
  | { type: 'profile.change'; field: 'theme'; value: string }
  | { type: 'profile.submit' }
  | { type: 'profile.retry' };

export interface ProfileSavedEvent {
  type: 'profile.saved';
  profile: Profile;
}

const draftOf = (profile: Profile): ProfileDraft => ({
  locale: profile.locale ?? null,
  theme: profile.theme,
  dateFormat: profile.dateFormat ?? null,
});

export function validateDraft(draft: ProfileDraft, allowedLocales: readonly string[]): ProfileErrors {
  const errors: ProfileErrors = {};
  if (draft.locale != null && !allowedLocales.includes(draft.locale)) errors.locale = 'invalid';
  if (!(profileThemes as readonly string[]).includes(draft.theme)) errors.theme = 'invalid';
  if (draft.dateFormat != null && !(allowedDateFormats as readonly string[]).includes(draft.dateFormat)) {
    errors.dateFormat = 'invalid';
  }
  return errors;
}

// Guarded onDone arrays lose the output type in xstate's inference; this is what they receive.
type SaveDone = { event: { output: SaveResult } };
// Only called on the `isSaved` branch.
const savedProfile = (result: SaveResult): Profile => (result as Extract<SaveResult, { ok: true }>).profile;

export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: ProfileInput },
  actors: profileActors(),
  guards: {
    isDraftValid: ({ context }) =>
      Object.keys(validateDraft(context.draft, context.allowedLocales)).length === 0,
    isSaved: (_, result: SaveResult) => result.ok,
  },
  actions: {
    assignProfile: assign((_, profile: Profile) => ({ profile, draft: draftOf(profile), errors: {} })),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { draft: { ...context.draft, [event.field]: event.value }, errors };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateDraft(context.draft, context.allowedLocales),
    })),
    // A refusal without a field name is shown at the field most likely at fault: the date format.
    assignRefusal: assign((_, result: SaveResult) => ({
      errors: { [result.ok ? 'dateFormat' : (result.field ?? 'dateFormat')]: 'invalid' as const },
    })),
    notifyApp: sendTo(
      ({ context }) => context.app,
      (_, profile: Profile): ProfileSavedEvent => ({ type: 'profile.saved', profile }),
    ),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    profile: null,
    draft: { locale: null, theme: 'default', dateFormat: null },
    errors: {},
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignProfile', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'profile.retry': { target: 'loading' } },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        invalid: {},
        saved: {},
        saveFailed: {},
      },
      on: {
        'profile.change': { target: '.idle', actions: 'applyChange' },
        'profile.submit': [
          { guard: 'isDraftValid', target: 'saving' },
          { target: '.invalid', actions: 'assignValidationErrors' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ api: context.api, profile: context.draft }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }: SaveDone) => event.output },
            target: 'editing.saved',
            actions: [
              {
                type: 'assignProfile',
                params: ({ event }: SaveDone) => savedProfile(event.output),
              },
              { type: 'notifyApp', params: ({ event }: SaveDone) => savedProfile(event.output) },
            ],
          },
          {
            target: 'editing.invalid',
            actions: { type: 'assignRefusal', params: ({ event }: SaveDone) => event.output },
          },
        ],
        onError: { target: 'editing.saveFailed' },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectProfile = (s: ProfileSnapshot) => s.context.profile;
export const selectDraft = (s: ProfileSnapshot) => s.context.draft;
export const selectErrors = (s: ProfileSnapshot) => s.context.errors;
export const selectAllowedLocales = (s: ProfileSnapshot) => s.context.allowedLocales;

export type ProfileStatus =
  'loading' | 'loadFailed' | 'editing' | 'invalid' | 'saving' | 'saved' | 'saveFailed';

export function selectStatus(s: ProfileSnapshot): ProfileStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('saving')) return 'saving';
  if (s.matches({ editing: 'invalid' })) return 'invalid';
  if (s.matches({ editing: 'saved' })) return 'saved';
  if (s.matches({ editing: 'saveFailed' })) return 'saveFailed';
  return 'editing';
}
