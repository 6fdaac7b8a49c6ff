// Every resolver of every schema module, one per file, assembled into the typed resolver map.
import type { Resolvers } from './generated/resolvers';
import { DateTime, JSONScalar } from './base/scalars';
import { version } from './base/version';
import { defaultUnit } from './units/defaultUnit';
import { Unit } from './units/unit';
import { modulePreferences } from './preferences/modulePreferences';
import { me } from './user/me';
import { Me } from './user/meFields';
import { updateCountUserLogin } from './user/updateCountUserLogin';
import { updateMyProfile } from './user/updateMyProfile';
import { loginCountChanged } from './user/loginCountChanged';
import { commit } from './scorm/commit';
import { catalogue } from './catalogue/catalogue';
import { catalogueItem } from './catalogue/catalogueItem';
import { catalogueCategories } from './catalogue/catalogueCategories';
import { myMedia } from './enrolments/myMedia';
import { myMedium } from './enrolments/myMedium';
import { enrol } from './enrolments/enrol';
import { myLearningPaths } from './myLearning/myLearningPaths';
import { myLearningPath } from './myLearning/myLearningPath';
import { enrolInPath } from './myLearning/enrolInPath';
import { recordVideoProgress } from './learning/recordVideoProgress';
import { markMediumDone } from './learning/markMediumDone';
import { myRatings } from './ratings/myRatings';
import { mediumRatings } from './ratings/mediumRatings';
import { rateMedium } from './ratings/rateMedium';
import { deleteMyRating } from './ratings/deleteMyRating';
import { recommendations } from './recommendations/recommendations';
import { createMedium } from './mediaManagement/createMedium';
import { updateMedium } from './mediaManagement/updateMedium';
import { setMediumPublished } from './mediaManagement/setMediumPublished';
import { setMediaPublished } from './mediaManagement/setMediaPublished';
import { archiveMedia } from './mediaManagement/archiveMedia';
import { discardUpload } from './mediaManagement/discardUpload';
import { restoreMedia } from './mediaManagement/restoreMedia';
import { replaceMediumFile } from './mediaManagement/replaceMediumFile';
import { managedMedia } from './mediaManagement/managedMedia';
import { managedMedium } from './mediaManagement/managedMediumQuery';
import { mediaManagementOptions } from './mediaManagement/mediaManagementOptions';
import { ManagedMedium } from './mediaManagement/mediumFields';
import { assignablePaths, learningPathsQuery } from './learningPaths/learningPathsQuery';
import { learningPath } from './learningPaths/learningPathQuery';
import { saveLearningPath } from './learningPaths/saveLearningPath';
import { publishLearningPath } from './learningPaths/publish';
import { archiveLearningPaths, restoreLearningPaths } from './learningPaths/archive';
import { duplicateLearningPath } from './learningPaths/duplicate';
import {
  certificateLinkTargets,
  certificateTemplateQuery,
  certificateTemplatesQuery,
} from './certificateTemplates/queries';
import { saveCertificateTemplate } from './certificateTemplates/saveTemplate';
import {
  archiveCertificateTemplates,
  duplicateCertificateTemplate,
  restoreCertificateTemplates,
} from './certificateTemplates/change';
import { removeCertificateLink, setCertificateLink } from './certificateTemplates/links';
import { latestNews } from './news/latestNews';
import { newsItem } from './news/newsItem';
import { publishNews } from './news/publishNews';
import { newsPublished } from './news/newsPublished';
import { newsAdminList, newsRecordQuery, newsUnitOptions } from './news/list';
import { saveNews } from './news/save';
import { publishNewsNow, scheduleNews, unpublishNews } from './news/lifecycle';
import { myNotices } from './assignmentNotices/myNotices';
import { markNoticesRead } from './assignmentNotices/markNoticesRead';
import { myAssignmentNotices } from './assignmentNotices/myAssignmentNotices';
import { myBadges } from './badges/collection/myBadges';
import { badgeAwardsQuery, badgeQuery, badgesQuery } from './badges/queries';
import { saveBadge } from './badges/saveBadge';
import { archiveBadges, restoreBadges } from './badges/change';
import { revokeBadgeAward } from './badges/revoke';
import { myBadgeAwards } from './badges/collection/myBadgeAwards';
import { reportTimeZone } from './timeZone/reportTimeZone';
import { auditLog } from './audit/auditLog';
import { categoryTree } from './categories/categoryTree';
import { createCategory } from './categories/createCategory';
import { renameCategory } from './categories/renameCategory';
import { moveCategory } from './categories/moveCategory';
import { reorderCategories } from './categories/reorderCategories';
import { deleteCategory } from './categories/deleteCategory';
import { managedUnits } from './unitManagement/managedUnits';
import { managedUnitTree } from './unitManagement/managedUnitTree';
import { unit } from './unitManagement/unitQuery';
import { unitMembers, unitMemberCandidates } from './unitManagement/members';
import { createUnit } from './unitManagement/createUnit';
import { updateUnit } from './unitManagement/updateUnit';
import { moveUnit } from './unitManagement/moveUnit';
import { deactivateUnit } from './unitManagement/deactivateUnit';
import { setDefaultUnit } from './unitManagement/setDefaultUnit';
import { deleteUnit } from './unitManagement/deleteUnit';
import { addUnitMembers, removeUnitMembers } from './unitManagement/memberChanges';
import { relativeLinksQuery } from './relatives/relativeLinks';
import { relativeLinkLearners } from './relatives/relativeLinkLearners';
import { myRelativeLinks } from './relatives/myRelativeLinks';
import { myCertificates } from './myCertificates/myCertificates';
import { myMailPreferences, setMyMailPreference } from './mailPreferences/preferences';
import { createRelativeLink } from './relatives/createRelativeLink';
import { revokeMyRelativeLink, revokeRelativeLink } from './relatives/revokeRelativeLink';

import { managedUsers, managedUser } from './userManagement/managedUsers';
import { userManagementOptions } from './userManagement/options';
import { exportUsersCsv } from './userManagement/exportCsv';
import { createUser } from './userManagement/createUser';
import { updateUser } from './userManagement/updateUser';
import { deactivateUsers, reactivateUsers } from './userManagement/status';
import { addUsersToUnit, removeUsersFromUnit } from './userManagement/unitBulk';
import { resetPassword } from './userManagement/resetPassword';
import { deleteUser } from './userManagement/deleteUser';

import { systemHealth } from './superConsole/systemHealth';
import { mailLog } from './mail/mailLog';
import { mailMessage, resendMail } from './mail/mailMessage';
import { backgroundJobs } from './superConsole/backgroundJobs';
import { retryBackgroundJob } from './superConsole/retryBackgroundJob';
import { consoleAuditLog } from './superConsole/consoleAuditLog';
import { consoleAuditCsv } from './superConsole/consoleAuditCsv';
import { consoleAuditOptions } from './superConsole/consoleAuditOptions';
import { myDataExports, myDataExportFile, requestMyDataExport } from './superConsole/myDataExports';
import {
  myDeletionRequest,
  requestMyDeletion,
  withdrawMyDeletionRequest,
} from './superConsole/myDeletionRequest';
import { declineDeletionRequest, deletionRequests } from './superConsole/deletionRequests';
import { carryOutDeletionRequest } from './superConsole/carryOutDeletionRequest';
import { analyseUserImportFile } from './userImport/analyse';
import { userImportDryRun } from './userImport/dryRun';
import { retryUserImport, startUserImport } from './userImport/startImport';
import { UserImport, userImport, userImports } from './userImport/userImportQuery';
import { assignmentDetail, assignmentList } from './assignments/list';
import { issuedCertificateList } from './certificates/list';
import {
  issueCertificateManually,
  reissueCertificate,
  retryCertificateRender,
  revokeCertificate,
} from './certificates/admin';
import { assignmentLearnerList } from './assignments/drilldown';
import { createAssignment } from './assignments/create';
import { extendAssignments, withdrawAssignments } from './assignments/change';
import {
  extendAssignmentLearners,
  remindAssignmentLearners,
  withdrawAssignmentLearners,
} from './assignments/learnerChanges';
import { mailTemplateQuery, mailTemplatesQuery, previewMailTemplate } from './mailTemplates/queries';
import { resetMailTemplate, saveMailTemplate } from './mailTemplates/save';
import { sendTestMail } from './mailTemplates/testMail';
// Namespace fields return an empty object; the fields below them do the work.
const namespace = () => ({});

export const resolvers: Resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    analyseUserImportFile,
    userImportDryRun,
    userImport,
    userImports,
    systemHealth,
    mailLog,
    mailMessage,
    backgroundJobs,
    consoleAuditLog,
    consoleAuditCsv,
    consoleAuditOptions,
    myDataExports,
    myDataExportFile,
    myDeletionRequest,
    deletionRequests,
    version,
    me,
    units: namespace,
    modulePreferences: namespace,
    catalogue,
    catalogueItem,
    catalogueCategories,
    myMedia,
    myMedium,
    myLearningPaths,
    myLearningPath,
    myRatings,
    mediumRatings,
    recommendations,
    latestNews,
    newsItem,
    newsAdminList,
    newsRecord: newsRecordQuery,
    newsUnitOptions,
    myNotices,
    myBadges,
    auditLog,
    managedMedia,
    learningPaths: learningPathsQuery,
    learningPath,
    assignablePaths,
    certificateTemplates: certificateTemplatesQuery,
    certificateTemplate: certificateTemplateQuery,
    certificateLinkTargets,
    badges: badgesQuery,
    badge: badgeQuery,
    badgeAwards: badgeAwardsQuery,
    managedMedium,
    mediaManagementOptions,
    categoryTree,
    managedUnits,
    managedUnitTree,
    unit,
    unitMembers,
    unitMemberCandidates,
    relativeLinks: relativeLinksQuery,
    relativeLinkLearners,
    myRelativeLinks,
    myCertificates,
    myMailPreferences,
    managedUsers,
    managedUser,
    userManagementOptions,
    exportUsersCsv,
    assignments: assignmentList,
    assignment: assignmentDetail,
    assignmentLearners: assignmentLearnerList,
    issuedCertificates: issuedCertificateList,
    mailTemplates: mailTemplatesQuery,
    mailTemplate: mailTemplateQuery,
    previewMailTemplate,
  },
  Mutation: {
    resendMail,
    startUserImport,
    retryUserImport,
    retryBackgroundJob,
    requestMyDataExport,
    requestMyDeletion,
    setMyMailPreference,
    withdrawMyDeletionRequest,
    carryOutDeletionRequest,
    declineDeletionRequest,
    user: namespace,
    scorm12Attempt: namespace,
    enrol,
    enrolInPath,
    recordVideoProgress,
    markMediumDone,
    rateMedium,
    deleteMyRating,
    createMedium,
    updateMedium,
    setMediumPublished,
    setMediaPublished,
    archiveMedia,
    restoreMedia,
    replaceMediumFile,
    discardUpload,
    saveLearningPath,
    publishLearningPath,
    archiveLearningPaths,
    restoreLearningPaths,
    duplicateLearningPath,
    saveCertificateTemplate,
    archiveCertificateTemplates,
    restoreCertificateTemplates,
    duplicateCertificateTemplate,
    setCertificateLink,
    removeCertificateLink,
    saveBadge,
    archiveBadges,
    restoreBadges,
    revokeBadgeAward,
    publishNews,
    saveNews,
    scheduleNews,
    publishNewsNow,
    unpublishNews,
    markNoticesRead,
    reportTimeZone,
    createCategory,
    renameCategory,
    moveCategory,
    reorderCategories,
    deleteCategory,
    createUnit,
    updateUnit,
    moveUnit,
    deactivateUnit,
    setDefaultUnit,
    deleteUnit,
    addUnitMembers,
    removeUnitMembers,
    createRelativeLink,
    revokeRelativeLink,
    revokeMyRelativeLink,
    createUser,
    updateUser,
    deactivateUsers,
    reactivateUsers,
    addUsersToUnit,
    removeUsersFromUnit,
    resetPassword,
    deleteUser,
    createAssignment,
    extendAssignments,
    extendAssignmentLearners,
    withdrawAssignments,
    withdrawAssignmentLearners,
    remindAssignmentLearners,
    issueCertificate: issueCertificateManually,
    revokeCertificate,
    reissueCertificate,
    retryCertificateRender,
    saveMailTemplate,
    resetMailTemplate,
    sendTestMail,
  },
  Subscription: { loginCountChanged, newsPublished, myAssignmentNotices, myBadgeAwards },
  UnitQueries: { defaultUnit },
  Unit,
  ModulePreferenceQueries: { modulePreferences },
  Me,
  ManagedMedium,
  UserImport,
  UserMutations: { updateCountUserLogin, updateMyProfile },
  Scorm12AttemptMutations: { commit },
};
