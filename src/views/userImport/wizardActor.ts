import type { ActorRefFrom } from 'xstate';
import type { importWizardMachine } from '../../machines/userImport/importWizardMachine';

export type WizardActor = ActorRefFrom<typeof importWizardMachine>;
