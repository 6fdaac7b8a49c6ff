// ListStates — what an administration list shows instead of rows: loading, empty (nothing at all:
// a call to action), no results (offer to clear the search and filters), failed (retry).
import { Button, Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import { am, problemMessage } from './messages';

export function ListLoading() {
  const intl = useIntl();
  return (
    <Flex align="center" justify="center" gap="2" p="6" role="status">
      <Spinner size="3" />
      <Text>{intl.formatMessage(am.loading)}</Text>
    </Flex>
  );
}

export function ListEmpty({ text, action }: { text?: string; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <Card>
      <Flex direction="column" align="center" gap="3" p="5">
        <Text as="p" align="center">
          {text ?? intl.formatMessage(am.listEmpty)}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}

export function ListNoResults({ onClear }: { onClear: () => void }) {
  const intl = useIntl();
  return (
    <Card>
      <Flex direction="column" align="center" gap="3" p="5" role="status">
        <Text as="p" align="center">
          {intl.formatMessage(am.listNoResults)}
        </Text>
        <Button variant="soft" onClick={onClear}>
          {intl.formatMessage(am.listClearSearch)}
        </Button>
      </Flex>
    </Card>
  );
}

/** A problem in words: the kit's text for its code, with the API's message where that helps. */
export function useProblemText() {
  const intl = useIntl();
  return (problem: ProblemInfo) =>
    intl.formatMessage(problemMessage(problem.code), { message: problem.message });
}

export function ListFailed({ problem, onRetry }: { problem: ProblemInfo | null; onRetry: () => void }) {
  const intl = useIntl();
  const describe = useProblemText();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {intl.formatMessage(am.listFailed)} {problem ? describe(problem) : null}
      </Callout.Text>
      <Flex mt="2">
        {/* In the red callout the button is red too; high contrast keeps its text readable. */}
        <Button highContrast onClick={onRetry}>
          {intl.formatMessage(am.retry)}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

export interface ListStatesProps {
  status: 'loading' | 'ready' | 'empty' | 'noResults' | 'failed';
  problem: ProblemInfo | null;
  onRetry: () => void;
  onClear: () => void;
  /** The empty list's text and its call to action (e.g. "Add the first medium"). */
  emptyText?: string;
  emptyAction?: ReactNode;
  /** Shown when there are rows. */
  children: ReactNode;
}

/** The rows (children) or the state that replaces them. */
export function ListStates(props: ListStatesProps) {
  switch (props.status) {
    case 'loading':
      return <ListLoading />;
    case 'empty':
      return <ListEmpty text={props.emptyText} action={props.emptyAction} />;
    case 'noResults':
      return <ListNoResults onClear={props.onClear} />;
    case 'failed':
      return <ListFailed problem={props.problem} onRetry={props.onRetry} />;
    default:
      return <>{props.children}</>;
  }
}
