import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { MyUnit } from '../../machines/learning/learningActors';
import { myUnitsMachine, selectMyUnits, selectMyUnitsStatus } from '../../machines/learning/myUnitsMachine';
import { LoadError, Loading, useApiSettings } from './common';
import { m } from './messages';
import { RoutePage } from './RoutePage';

export function MyUnitsList({
  status,
  units,
  onRetry,
}: {
  status: 'loading' | 'failed' | 'ready';
  units: MyUnit[];
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  if (units.length === 0) return <Text as="p">{intl.formatMessage(m.unitsEmpty)}</Text>;
  return (
    <ul className="app-plain-list">
      {units.map((u) => (
        <li key={u.id} style={{ marginBottom: 'var(--space-2)' }}>
          <Card>
            <Flex gap="2" align="center" wrap="wrap">
              <Text weight="bold">{u.name}</Text>
              <Text color="gray">{u.displayedId}</Text>
              {u.isGeneral ? <Badge>{intl.formatMessage(m.unitGeneral)}</Badge> : null}
              {u.isActive ? null : <Badge color="gray">{intl.formatMessage(m.unitInactive)}</Badge>}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /my-units. */
export function MyUnitsRoute() {
  const api = useApiSettings();
  const actor = useActorRef(myUnitsMachine, { input: { api } });
  return (
    <RoutePage routeId="my-units">
      <MyUnitsList
        status={useSelector(actor, selectMyUnitsStatus)}
        units={useSelector(actor, selectMyUnits)}
        onRetry={() => actor.send({ type: 'myUnits.retry' })}
      />
    </RoutePage>
  );
}
