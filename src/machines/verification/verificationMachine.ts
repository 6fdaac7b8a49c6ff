// verificationMachine — /verify/<code> and /verify: the public verification page. Two regions side by
// side: the lookup of the code the page was opened for (or one typed into its form), and the check of a
// dropped PDF against the issued ones (sent with the page's code, so the answer can say whether the file
// is THAT certificate). Plain POSTs, no sign-in; a rate limit on the lookup waits its Retry-After.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import {
  verificationActors,
  type FileAnswer,
  type LookupAnswer,
  type PublicCertificate,
} from './verificationActors';

export interface VerificationInput {
  api: ApiSettings;
  /** From the address (/verify/<code>); null at /verify. */
  code: string | null;
}

export type CheckedFile = Extract<FileAnswer, { kind: 'checked' }>;

interface VerificationContext extends VerificationInput {
  /** What the visitor types into the form. */
  typed: string;
  certificate: PublicCertificate | null;
  lookupRetryAfter: number;
  file: File | null;
  fileAnswer: CheckedFile | null;
  fileRetryAfter: number;
}

export type VerificationEvent =
  | { type: 'verification.codeChange'; code: string }
  | { type: 'verification.submit' }
  | { type: 'verification.another' }
  | { type: 'verification.retry' }
  | { type: 'verification.file'; file: File }
  | { type: 'verification.retryFile' };

/** The server refuses larger files (413); they are refused here before any upload. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Codes are 20 base32 characters; typed ones may have spaces, dashes or lower case. */
export const normaliseTypedCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
const CODE = /^[A-Z2-7]{20}$/;

const fileChoice = [
  { guard: 'isTooLarge', target: 'tooLarge', actions: 'assignFile' },
  { target: 'checking', actions: 'assignFile' },
] as const;

export const verificationMachine = setup({
  types: {} as { context: VerificationContext; events: VerificationEvent; input: VerificationInput },
  actors: verificationActors,
  guards: {
    hasCode: ({ context }) => !!context.code,
    isTypedCodeWellFormed: ({ context }) => CODE.test(normaliseTypedCode(context.typed)),
    isFound: (_, answer: LookupAnswer) => answer.kind === 'found',
    isLookupRateLimited: (_, answer: LookupAnswer) => answer.kind === 'rateLimited',
    isTooLarge: ({ event }) => event.type === 'verification.file' && event.file.size > MAX_FILE_BYTES,
    isChecked: (_, answer: FileAnswer) => answer.kind === 'checked',
    isNotPdf: (_, answer: FileAnswer) => answer.kind === 'notPdf',
    isRefusedAsTooLarge: (_, answer: FileAnswer) => answer.kind === 'tooLarge',
  },
  delays: { lookupRetryAfter: ({ context }) => Math.max(1, context.lookupRetryAfter) * 1000 },
  actions: {
    assignTyped: assign(({ event }) =>
      event.type === 'verification.codeChange' ? { typed: event.code } : {},
    ),
    assignTypedCode: assign(({ context }) => ({ code: normaliseTypedCode(context.typed) })),
    assignCertificate: assign((_, answer: LookupAnswer) =>
      answer.kind === 'found' ? { certificate: answer.certificate } : {},
    ),
    assignLookupRetryAfter: assign((_, answer: LookupAnswer) =>
      answer.kind === 'rateLimited' ? { lookupRetryAfter: answer.retryAfter } : {},
    ),
    clearCode: assign({ code: null, typed: '', certificate: null, fileAnswer: null }),
    assignFile: assign(({ event }) =>
      event.type === 'verification.file' ? { file: event.file, fileAnswer: null } : {},
    ),
    assignFileAnswer: assign((_, answer: FileAnswer) =>
      answer.kind === 'checked'
        ? { fileAnswer: answer }
        : answer.kind === 'rateLimited'
          ? { fileRetryAfter: answer.retryAfter }
          : {},
    ),
  },
}).createMachine({
  id: 'verification',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    typed: '',
    certificate: null,
    lookupRetryAfter: 0,
    file: null,
    fileAnswer: null,
    fileRetryAfter: 0,
  }),
  states: {
    lookup: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'hasCode', target: 'looking' }, { target: 'entering' }] },
        entering: {
          initial: 'editing',
          states: { editing: {}, invalid: {} },
          on: {
            'verification.codeChange': { target: '.editing', actions: 'assignTyped' },
            'verification.submit': [
              { guard: 'isTypedCodeWellFormed', target: 'looking', actions: 'assignTypedCode' },
              { target: '.invalid' },
            ],
          },
        },
        looking: {
          invoke: {
            id: 'lookupCertificate',
            src: 'lookupCertificate',
            input: ({ context }) => ({ api: context.api, code: context.code ?? '' }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'assignCertificate', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isLookupRateLimited', params: ({ event }) => event.output },
                target: 'rateLimited',
                actions: { type: 'assignLookupRetryAfter', params: ({ event }) => event.output },
              },
              { target: 'notFound' },
            ],
            onError: { target: 'failed' },
          },
        },
        shown: { on: { 'verification.another': { target: 'entering', actions: 'clearCode' } } },
        notFound: { on: { 'verification.another': { target: 'entering', actions: 'clearCode' } } },
        rateLimited: {
          after: { lookupRetryAfter: { target: 'looking' } },
          on: { 'verification.retry': { target: 'looking' } },
        },
        failed: { on: { 'verification.retry': { target: 'looking' } } },
      },
    },
    file: {
      initial: 'idle',
      states: {
        idle: { on: { 'verification.file': fileChoice } },
        checking: {
          invoke: {
            id: 'checkFile',
            src: 'checkFile',
            input: ({ context }) => ({ api: context.api, file: context.file!, code: context.code }),
            onDone: [
              {
                guard: { type: 'isChecked', params: ({ event }) => event.output },
                target: 'checked',
                actions: { type: 'assignFileAnswer', params: ({ event }) => event.output },
              },
              { guard: { type: 'isNotPdf', params: ({ event }) => event.output }, target: 'notPdf' },
              {
                guard: { type: 'isRefusedAsTooLarge', params: ({ event }) => event.output },
                target: 'tooLarge',
              },
              {
                target: 'rateLimited',
                actions: { type: 'assignFileAnswer', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'failed' },
          },
        },
        checked: { on: { 'verification.file': fileChoice } },
        notPdf: { on: { 'verification.file': fileChoice } },
        tooLarge: { on: { 'verification.file': fileChoice } },
        rateLimited: {
          on: { 'verification.file': fileChoice, 'verification.retryFile': { target: 'checking' } },
        },
        failed: { on: { 'verification.file': fileChoice, 'verification.retryFile': { target: 'checking' } } },
      },
    },
  },
});

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
export type LookupStatus =
  'entering' | 'invalid' | 'looking' | 'shown' | 'notFound' | 'rateLimited' | 'failed';
export type FileStatus = 'idle' | 'checking' | 'checked' | 'notPdf' | 'tooLarge' | 'rateLimited' | 'failed';

type Value = { lookup: string | { entering: string }; file: FileStatus };

export function selectLookupStatus(s: VerificationSnapshot): LookupStatus {
  const lookup = (s.value as Value).lookup;
  if (typeof lookup === 'object') return lookup.entering === 'invalid' ? 'invalid' : 'entering';
  return lookup === 'starting' ? 'looking' : (lookup as LookupStatus);
}
export const selectFileStatus = (s: VerificationSnapshot): FileStatus => (s.value as Value).file;
export const selectCertificate = (s: VerificationSnapshot) => s.context.certificate;
export const selectTyped = (s: VerificationSnapshot) => s.context.typed;
export const selectCode = (s: VerificationSnapshot) => s.context.code;
export const selectFileAnswer = (s: VerificationSnapshot) => s.context.fileAnswer;
export const selectFileName = (s: VerificationSnapshot) => s.context.file?.name ?? '';
export const selectLookupRetryAfter = (s: VerificationSnapshot) => s.context.lookupRetryAfter;
export const selectFileRetryAfter = (s: VerificationSnapshot) => s.context.fileRetryAfter;
