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
import { latestNews } from './news/latestNews';
import { newsItem } from './news/newsItem';
import { publishNews } from './news/publishNews';
import { newsPublished } from './news/newsPublished';
import { auditLog } from './audit/auditLog';

// Namespace fields return an empty object; the fields below them do the work.
const namespace = () => ({});

export const resolvers: Resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    version,
    me,
    units: namespace,
    modulePreferences: namespace,
    catalogue,
    catalogueItem,
    catalogueCategories,
    myMedia,
    myMedium,
    myRatings,
    mediumRatings,
    recommendations,
    latestNews,
    newsItem,
    auditLog,
  },
  Mutation: {
    user: namespace,
    scorm12Attempt: namespace,
    enrol,
    recordVideoProgress,
    markMediumDone,
    rateMedium,
    deleteMyRating,
    createMedium,
    updateMedium,
    setMediumPublished,
    publishNews,
  },
  Subscription: { loginCountChanged, newsPublished },
  UnitQueries: { defaultUnit },
  Unit,
  ModulePreferenceQueries: { modulePreferences },
  Me,
  UserMutations: { updateCountUserLogin, updateMyProfile },
  Scorm12AttemptMutations: { commit },
};
