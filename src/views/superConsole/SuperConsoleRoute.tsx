import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { selectRoles } from '../../machines/authMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import {
  consoleMachine,
  selectTab,
  selectTabs,
  type ConsoleTab,
} from '../../machines/superConsole/consoleMachine';
import type { ApiSettings } from '../../services/api';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChild, useChildRef } from '../AppProvider';
import { AuditPanel } from './AuditPanel';
import { DeletionRequestsPanel } from './DeletionRequestsPanel';
import { HealthPanel } from './HealthPanel';
import { JobsPanel } from './JobsPanel';
import { sc, tabMessages } from './messages';
import { MyDataPanel } from './MyDataPanel';
import './superConsole.css';

const NO_ROLES: string[] = [];

/** /super-console: the panels the caller's roles open, one shown at a time (?tab=). */
export function SuperConsoleRoute() {
  const navigation = useChildRef('navigation');
  const roles = useChild('auth', selectRoles, NO_ROLES);
  if (!navigation) return <ListLoading />;
  // A new set of roles (another account) is another console.
  return <SuperConsole key={roles.join(',')} navigation={navigation} roles={roles} />;
}

function SuperConsole({ navigation, roles }: { navigation: NavigationActorRef; roles: string[] }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const frame = useActorRef(consoleMachine, { input: { navigation, roles } });
  const tabs = useSelector(frame, selectTabs);
  const tab = useSelector(frame, selectTab);
  const toasts = useActorRef(toastMachine);
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <Heading as="h1" size="7">
        {intl.formatMessage(sc.title)}
      </Heading>
      {tabs.length > 1 ? (
        <nav aria-label={intl.formatMessage(sc.sections)}>
          <Flex gap="2" wrap="wrap" role="list">
            {tabs.map((t) => (
              <span role="listitem" key={t}>
                <Button
                  variant={t === tab ? 'surface' : 'soft'}
                  aria-current={t === tab ? 'page' : undefined}
                  onClick={() => frame.send({ type: 'console.select', tab: t })}
                >
                  {intl.formatMessage(tabMessages[t])}
                </Button>
              </span>
            ))}
          </Flex>
        </nav>
      ) : (
        <Text color="gray">{intl.formatMessage(sc.learnerIntro)}</Text>
      )}
      <Panel key={tab} tab={tab} api={api} navigation={navigation} toasts={toasts} />
      <Toaster actor={toasts} />
    </Flex>
  );
}

interface PanelProps {
  tab: ConsoleTab;
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ReturnType<typeof useActorRef<typeof toastMachine>>;
}

function Panel({ tab, api, navigation, toasts }: PanelProps) {
  switch (tab) {
    case 'health':
      return <HealthPanel api={api} />;
    case 'jobs':
      return <JobsPanel api={api} navigation={navigation} toasts={toasts} />;
    case 'audit':
      return <AuditPanel api={api} navigation={navigation} />;
    case 'requests':
      return <DeletionRequestsPanel api={api} />;
    case 'myData':
      return <MyDataPanel api={api} />;
  }
}
