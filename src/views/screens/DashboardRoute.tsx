import { Flex } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { selectUser } from '../../machines/authMachine';
import { useChild } from '../AppProvider';
import { DashboardScreen } from './DashboardScreen';

// The learner's sections load with their own chunk, only for learners.
const LearnerDashboard = lazy(() =>
  import('../learning/LearnerDashboard').then((m) => ({ default: m.LearnerDashboard })),
);
const AssignmentNotices = lazy(() =>
  import('../notices/AssignmentNotices').then((m) => ({ default: m.AssignmentNotices })),
);

export function DashboardRoute() {
  const user = useChild('auth', selectUser, null);
  const roles = user?.roles ?? [];
  return (
    <Flex direction="column" gap="6">
      <DashboardScreen name={user?.name || user?.username || ''} roles={roles} />
      {roles.includes('LEARNER') ? (
        <Suspense fallback={null}>
          <AssignmentNotices />
          <LearnerDashboard />
        </Suspense>
      ) : null}
    </Flex>
  );
}
