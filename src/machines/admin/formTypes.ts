// formTypes — the form machine factory's contract: what a concrete form supplies (schema, empty
// values, API actors), the machine's input, context and events.
import type { PromiseActorLogic } from 'xstate';
import type * as z from 'zod/mini';
import type { ApiSettings } from '../../services/api';
import type { NavigationActorRef } from '../navigationMachine';
import type { ProblemInfo } from './adminErrors';
import type { FieldErrors, FormRecord, FormValues } from './formValues';
import type { ToastActorRef, ToastText } from './toastMachine';

export interface FormInput<TValues extends FormValues> {
  api: ApiSettings;
  /** The record to edit; null starts a new one from the config's `empty` (and `initial`). */
  id: string | null;
  /** Values a new record starts with, over `empty` (e.g. the type chosen before). */
  initial?: Partial<TValues>;
  /** Where to go once the form is left or the record deleted (`navigation.navigate`). */
  navigation?: NavigationActorRef;
  returnTo?: string;
  /** Saved / deleted notices go here when given. */
  toasts?: ToastActorRef;
}

export interface LoadRecordInput {
  api: ApiSettings;
  id: string;
}
export interface SaveRecordInput<TValues extends FormValues> {
  api: ApiSettings;
  /** Null: create. */
  id: string | null;
  values: TValues;
  /** Only the fields that differ from the stored version (all of them for a new record). */
  changed: string[];
  /** The version the edits are based on (null for a new record): the server refuses an older one. */
  expectedUpdatedAt: string | null;
}
export interface DeleteRecordInput {
  api: ApiSettings;
  id: string;
  expectedUpdatedAt: string | null;
}

export interface FormConfig<TValues extends FormValues> {
  /** The machine id, e.g. 'mediumForm'. */
  id: string;
  schema: z.core.$ZodType;
  /** A new record's values; its keys are the form's fields. */
  empty: TValues;
  /** The record in a CONFLICT's `extensions.current`, or null when it cannot be read. */
  recordFromConflict: (current: unknown) => FormRecord<TValues> | null;
  actors: {
    loadRecord: PromiseActorLogic<FormRecord<TValues>, LoadRecordInput>;
    saveRecord: PromiseActorLogic<FormRecord<TValues>, SaveRecordInput<TValues>>;
    deleteRecord?: PromiseActorLogic<unknown, DeleteRecordInput>;
  };
  /** Toast texts (message ids of the area's catalogue); none: no toast. */
  messages?: { saved?: ToastText; deleted?: ToastText };
}

export interface FormConflict<TValues extends FormValues> {
  /** The record as it is now on the server, when the API sent it readably. */
  theirs: FormRecord<TValues> | null;
}

/** A form-level failure and the step it happened in. */
export interface FormProblemInfo extends ProblemInfo {
  during: 'load' | 'save' | 'delete';
}

export type FormOutcome = 'left' | 'deleted';

export interface FormContext<TValues extends FormValues> extends FormInput<TValues> {
  values: TValues;
  /** The stored version's values (after load or save): what "unsaved changes" compares with. */
  baseline: TValues;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The schema's errors for the current values. */
  validation: FieldErrors;
  /** Errors the API gave for a field; a field's goes when it is changed. */
  serverErrors: FieldErrors;
  touched: string[];
  /** A save was tried: every field's error shows. */
  submitted: boolean;
  /** Form-level: load, save or delete failure, or a BAD_USER_INPUT naming no field. */
  problem: FormProblemInfo | null;
  conflict: FormConflict<TValues> | null;
  outcome: FormOutcome | null;
}

export type FormEvent =
  | { type: 'form.change'; field: string; value: unknown }
  | { type: 'form.blur'; field: string }
  | { type: 'form.save' }
  | { type: 'form.retry' }
  | { type: 'form.reload' }
  | { type: 'form.keepMine' }
  | { type: 'form.leave' }
  | { type: 'form.leaveConfirm' }
  | { type: 'form.leaveCancel' }
  | { type: 'form.delete' }
  | { type: 'form.deleteConfirm' }
  | { type: 'form.deleteCancel' };

export interface FormOutput {
  outcome: FormOutcome;
  id: string | null;
}
