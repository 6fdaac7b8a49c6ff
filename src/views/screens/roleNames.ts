import type { MessageDescriptor } from 'react-intl';
import { appMessages } from '../messages/appMessages';

export const roleMessages: Record<string, MessageDescriptor> = {
  ADMIN: appMessages.roleAdmin,
  EDUCATION_MANAGER: appMessages.roleEducationManager,
  LEARNER: appMessages.roleLearner,
};
