import { Flex, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch } from 'wouter';
import { selectIsBlocked } from '../machines/navigationMachine';
import { ROUTES } from '../machines/routes';
import { useChild } from './AppProvider';
import { bootMessages } from './messages/bootMessages';

// Every screen is its own chunk; only the shell is in the entry.
const DashboardRoute = lazy(() =>
  import('./screens/DashboardRoute').then((m) => ({ default: m.DashboardRoute })),
);
const ProfileRoute = lazy(() =>
  import('./screens/profile/ProfileRoute').then((m) => ({ default: m.ProfileRoute })),
);
const CatalogueRoute = lazy(() =>
  import('./learning/CatalogueRoute').then((m) => ({ default: m.CatalogueRoute })),
);
const MyMediaRoute = lazy(() => import('./learning/MyMediaRoute').then((m) => ({ default: m.MyMediaRoute })));
const MyRatingsRoute = lazy(() =>
  import('./learning/MyRatingsRoute').then((m) => ({ default: m.MyRatingsRoute })),
);
const MyUnitsRoute = lazy(() => import('./learning/MyUnitsRoute').then((m) => ({ default: m.MyUnitsRoute })));
const CategoryManagementRoute = lazy(() =>
  import('./categories/CategoryManagementRoute').then((m) => ({ default: m.CategoryManagementRoute })),
);
const MediaManagementRoute = lazy(() =>
  import('./mediaManagement/MediaManagementRoute').then((m) => ({ default: m.MediaManagementRoute })),
);
const CommunicationRoute = lazy(() =>
  import('./communication/CommunicationRoute').then((m) => ({ default: m.CommunicationRoute })),
);
const LearningPathRoute = lazy(() =>
  import('./learningPaths/LearningPathRoute').then((m) => ({ default: m.LearningPathRoute })),
);
const CertificatesRoute = lazy(() =>
  import('./certificates/CertificatesRoute').then((m) => ({ default: m.CertificatesRoute })),
);
const RelativesRoute = lazy(() =>
  import('./relatives/RelativesRoute').then((m) => ({ default: m.RelativesRoute })),
);
const UnitManagementRoute = lazy(() =>
  import('./unitManagement/UnitManagementRoute').then((m) => ({ default: m.UnitManagementRoute })),
);
const AssignmentsRoute = lazy(() =>
  import('./assignments/AssignmentsRoute').then((m) => ({ default: m.AssignmentsRoute })),
);
const UserManagementRoute = lazy(() =>
  import('./userManagement/UserManagementRoute').then((m) => ({ default: m.UserManagementRoute })),
);
const MailLogRoute = lazy(() => import('./mailLog/MailLogRoute').then((m) => ({ default: m.MailLogRoute })));
const MailTemplatesRoute = lazy(() =>
  import('./mailTemplates/MailTemplatesRoute').then((m) => ({ default: m.MailTemplatesRoute })),
);
const SuperConsoleRoute = lazy(() =>
  import('./superConsole/SuperConsoleRoute').then((m) => ({ default: m.SuperConsoleRoute })),
);
const ImportRoute = lazy(() => import('./userImport/ImportRoute').then((m) => ({ default: m.ImportRoute })));
const BadgeCollectionRoute = lazy(() =>
  import('./badges/collection/BadgeCollectionRoute').then((m) => ({ default: m.BadgeCollectionRoute })),
);
const MyCertificatesRoute = lazy(() =>
  import('./myCertificates/MyCertificatesRoute').then((m) => ({ default: m.MyCertificatesRoute })),
);
const VerifyRoute = lazy(() =>
  import('./verification/VerifyRoute').then((m) => ({ default: m.VerifyRoute })),
);
const SystemBadgesRoute = lazy(() =>
  import('./badges/admin/BadgesRoute').then((m) => ({ default: m.SystemBadgesRoute })),
);
const CourseBadgesRoute = lazy(() =>
  import('./badges/admin/BadgesRoute').then((m) => ({ default: m.CourseBadgesRoute })),
);
const ErrorPageScreen = lazy(() =>
  import('./screens/ErrorPageScreen').then((m) => ({ default: m.ErrorPageScreen })),
);
const PlaceholderScreen = lazy(() =>
  import('./screens/PlaceholderScreen').then((m) => ({ default: m.PlaceholderScreen })),
);

const dedicated = new Set([
  '/dashboard',
  '/my-profile',
  '/error-page',
  '/catalogue',
  '/media',
  '/my-ratings',
  '/my-units',
  '/category-management',
  '/media-management',
  '/learning-path',
  '/communication',
  '/certificates',
  '/unit-management',
  '/user-management',
  '/assignments',
  '/import-management',
  '/relatives',
  '/super-console',
  '/mail-log',
  '/mailtemplates',
  '/badges-collection',
  '/system-badges',
  '/course-badges',
  '/my-certificates',
]);

function ScreenLoading() {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2" role="status">
      <Spinner />
      <Text>{intl.formatMessage(bootMessages.loading)}</Text>
    </Flex>
  );
}

/** The route table's screens. A blocked route renders nothing: the login flow is starting. */
export function AppRoutes() {
  const blocked = useChild('navigation', selectIsBlocked, false);
  if (blocked) return <ScreenLoading />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        <Route path="/super-console">
          <SuperConsoleRoute />
        </Route>
        <Route path="/mail-log">
          <MailLogRoute />
        </Route>
        <Route path="/mailtemplates">
          <MailTemplatesRoute />
        </Route>
        <Route path="/dashboard">
          <DashboardRoute />
        </Route>
        <Route path="/my-profile">
          <ProfileRoute />
        </Route>
        <Route path="/catalogue">
          <CatalogueRoute />
        </Route>
        <Route path="/media">
          <MyMediaRoute />
        </Route>
        <Route path="/my-ratings">
          <MyRatingsRoute />
        </Route>
        <Route path="/my-units">
          <MyUnitsRoute />
        </Route>
        <Route path="/category-management">
          <CategoryManagementRoute />
        </Route>
        <Route path="/media-management">
          <MediaManagementRoute />
        </Route>
        <Route path="/communication">
          <CommunicationRoute />
        </Route>
        <Route path="/learning-path">
          <LearningPathRoute />
        </Route>
        <Route path="/certificates">
          <CertificatesRoute />
        </Route>
        <Route path="/relatives">
          <RelativesRoute />
        </Route>
        <Route path="/unit-management">
          <UnitManagementRoute />
        </Route>
        <Route path="/user-management">
          <UserManagementRoute />
        </Route>
        <Route path="/assignments">
          <AssignmentsRoute />
        </Route>
        <Route path="/import-management">
          <ImportRoute />
        </Route>
        <Route path="/badges-collection">
          <BadgeCollectionRoute />
        </Route>
        <Route path="/my-certificates">
          <MyCertificatesRoute />
        </Route>
        <Route path="/verify/:code?">
          <VerifyRoute />
        </Route>
        <Route path="/system-badges">
          <SystemBadgesRoute />
        </Route>
        <Route path="/course-badges">
          <CourseBadgesRoute />
        </Route>
        <Route path="/error-page">
          <ErrorPageScreen />
        </Route>
        {ROUTES.filter((r) => !dedicated.has(r.path)).map((r) => (
          <Route key={r.path} path={r.path}>
            <PlaceholderScreen routeId={r.id} />
          </Route>
        ))}
      </Switch>
    </Suspense>
  );
}
