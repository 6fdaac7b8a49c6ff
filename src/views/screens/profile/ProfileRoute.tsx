import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectApiSettings } from '../../../machines/appMachine';
import { selectAllowedLocales } from '../../../machines/localeMachine';
import {
  profileMachine,
  selectDraft,
  selectErrors,
  selectProfile,
  selectStatus,
} from '../../../machines/screens/profileMachine';
import { AppContext, useChild } from '../../AppProvider';
import { ProfileForm } from './ProfileForm';
import { Flex } from '@radix-ui/themes';
import { selectRoles } from '../../../machines/authMachine';
import { MyRelativeLinksSection } from '../../relatives/MyRelativeLinksSection';
import { MailSettingsSection } from './MailSettingsSection';

const NO_LOCALES: string[] = [];
const NO_ROLES: string[] = [];

/** /my-profile: the profile machine runs while the screen is open and reports saves to the app. */
export function ProfileRoute() {
  const app = AppContext.useActorRef();
  const api = AppContext.useSelector(selectApiSettings);
  const allowedLocales = useChild('locale', selectAllowedLocales, NO_LOCALES);
  const profile = useActorRef(profileMachine, { input: { api, allowedLocales, app } });
  const [previewDate] = useState(() => new Date());
  // Links for relatives are made for learners only (issue 10), so only they have the section.
  const isLearner = useChild('auth', selectRoles, NO_ROLES).includes('LEARNER');
  return (
    <Flex direction="column" gap="6">
      <ProfileForm
        status={useSelector(profile, selectStatus)}
        profile={useSelector(profile, selectProfile)}
        draft={useSelector(profile, selectDraft)}
        errors={useSelector(profile, selectErrors)}
        allowedLocales={allowedLocales}
        previewDate={previewDate}
        onChange={(change) =>
          profile.send(
            change.field === 'theme'
              ? { type: 'profile.change', field: 'theme', value: change.value }
              : { type: 'profile.change', field: change.field, value: change.value },
          )
        }
        onSubmit={() => profile.send({ type: 'profile.submit' })}
        onRetry={() => profile.send({ type: 'profile.retry' })}
      />
      <MailSettingsSection api={api} />
      {isLearner ? <MyRelativeLinksSection api={api} /> : null}
    </Flex>
  );
}
