// FormPanels — what a form machine says besides its fields: a load/save/delete failure (with
// retry), the conflict ("Someone else saved this at 14:02. Reload theirs / Keep mine"), and the
// confirmations to leave with unsaved changes and to delete. Connected: give it the form's actor.
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectFormError,
  selectFormStatus,
  type FormActorRef,
  type FormConflict,
  type FormProblemInfo,
  type FormValues,
} from '../../machines/admin/formMachine';
import { ConfirmDialog } from './ConfirmDialog';
import { useProblemText } from './ListStates';
import { am } from './messages';

function useSavedAt() {
  const intl = useIntl();
  return (iso: string) => {
    const date = new Date(iso);
    // 24-hour like the app's HH:mm (DESIGN §4, localeMachine).
    const time = intl.formatTime(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return date.toDateString() === new Date().toDateString()
      ? time
      : `${intl.formatDate(date, { dateStyle: 'medium' })} ${time}`;
  };
}

export interface ConflictPanelProps {
  /** Their version, when the API sent it. */
  theirs: FormConflict<FormValues>['theirs'];
  busy?: boolean;
  onReload: () => void;
  onKeepMine: () => void;
}

export function ConflictPanel({ theirs, busy, onReload, onKeepMine }: ConflictPanelProps) {
  const intl = useIntl();
  const savedAt = useSavedAt();
  const who = theirs?.updatedBy;
  const what = !theirs
    ? intl.formatMessage(am.formConflictUnknown)
    : who
      ? intl.formatMessage(am.formConflictBy, { name: who, time: savedAt(theirs.updatedAt) })
      : intl.formatMessage(am.formConflictSomeone, { time: savedAt(theirs.updatedAt) });
  return (
    <Callout.Root role="alert">
      <Callout.Text weight="bold">{intl.formatMessage(am.formConflictTitle)}</Callout.Text>
      <Callout.Text>
        {what} {theirs ? intl.formatMessage(am.formConflictChoice) : null}
      </Callout.Text>
      <Flex gap="2" mt="2" wrap="wrap">
        <Button variant="soft" disabled={busy} onClick={onReload}>
          {intl.formatMessage(am.formReload)}
        </Button>
        {theirs ? (
          <Button disabled={busy} onClick={onKeepMine}>
            {intl.formatMessage(am.formKeepMine)}
          </Button>
        ) : null}
      </Flex>
    </Callout.Root>
  );
}

export interface FormProblemProps {
  problem: FormProblemInfo;
  onRetry: () => void;
}

/** A failure: what failed (load, save), what the API said, and a retry. */
export function FormProblem({ problem, onRetry }: FormProblemProps) {
  const intl = useIntl();
  const describe = useProblemText();
  const what =
    problem.during === 'load'
      ? am.formLoadFailed
      : problem.during === 'delete'
        ? am.formDeleteFailed
        : problem.code === 'BAD_USER_INPUT'
          ? am.formFixFields
          : am.formSaveFailed;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {intl.formatMessage(what)} {describe(problem)}
      </Callout.Text>
      {/* Input the server refused needs a change first; a refused delete is retried with Delete. */}
      {problem.code === 'BAD_USER_INPUT' || problem.during === 'delete' ? null : (
        <Flex mt="2">
          <Button highContrast onClick={onRetry}>
            {intl.formatMessage(am.retry)}
          </Button>
        </Flex>
      )}
    </Callout.Root>
  );
}

export interface FormPanelsProps<TValues extends FormValues> {
  form: FormActorRef<TValues>;
  /** The delete dialog's texts (defaults: "Delete this?", "This cannot be undone.", "Delete"). */
  deleteTitle?: string;
  deleteDescription?: string;
  deleteLabel?: string;
}

export function FormPanels<TValues extends FormValues>({ form, ...texts }: FormPanelsProps<TValues>) {
  const intl = useIntl();
  const status = useSelector(form, selectFormStatus);
  const problem = useSelector(form, selectFormError);
  const conflict = useSelector(form, (s) => s.context.conflict);
  const send = form.send;
  return (
    <>
      {status === 'conflict' && conflict ? (
        <ConflictPanel
          theirs={conflict.theirs}
          onReload={() => send({ type: 'form.reload' })}
          onKeepMine={() => send({ type: 'form.keepMine' })}
        />
      ) : problem && status !== 'saving' && status !== 'loading' ? (
        <FormProblem problem={problem} onRetry={() => send({ type: 'form.retry' })} />
      ) : null}
      <ConfirmDialog
        open={status === 'confirmingLeave'}
        title={intl.formatMessage(am.formLeaveTitle)}
        description={intl.formatMessage(am.formLeaveDescription)}
        confirmLabel={intl.formatMessage(am.formLeaveConfirm)}
        cancelLabel={intl.formatMessage(am.formLeaveCancel)}
        destructive
        onConfirm={() => send({ type: 'form.leaveConfirm' })}
        onCancel={() => send({ type: 'form.leaveCancel' })}
      />
      <ConfirmDialog
        open={status === 'confirmingDelete' || status === 'deleting'}
        busy={status === 'deleting'}
        title={texts.deleteTitle ?? intl.formatMessage(am.formDeleteTitle)}
        description={texts.deleteDescription ?? intl.formatMessage(am.formDeleteDescription)}
        confirmLabel={texts.deleteLabel ?? intl.formatMessage(am.formDeleteConfirm)}
        destructive
        onConfirm={() => send({ type: 'form.deleteConfirm' })}
        onCancel={() => send({ type: 'form.deleteCancel' })}
      />
    </>
  );
}
