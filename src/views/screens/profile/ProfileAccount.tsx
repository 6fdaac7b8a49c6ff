import { Badge, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '../../../machines/screens/profileActors';
import { profileMessages } from '../../messages/profileMessages';
import { roleMessages } from '../roleNames';

export function ProfileAccount({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const headingId = useId();
  const t = intl.formatMessage;
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size="4" id={headingId} mb="3">
        {t(profileMessages.profileAccount)}
      </Heading>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t(profileMessages.profileName)}</DataList.Label>
          <DataList.Value>{profile.name}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t(profileMessages.profileUsername)}</DataList.Label>
          <DataList.Value>{profile.username}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t(profileMessages.profileEmail)}</DataList.Label>
          <DataList.Value>{profile.email}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t(profileMessages.profileRoles)}</DataList.Label>
          <DataList.Value>
            {profile.roles.length === 0 ? (
              t(profileMessages.profileNoRoles)
            ) : (
              <Flex gap="2" wrap="wrap">
                {profile.roles.map((role) => (
                  <Badge key={role}>{roleMessages[role] ? t(roleMessages[role]) : role}</Badge>
                ))}
              </Flex>
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t(profileMessages.profileUnits)}</DataList.Label>
          <DataList.Value>
            {profile.units.length === 0 ? (
              <Text color="gray">{t(profileMessages.profileNoUnits)}</Text>
            ) : (
              intl.formatList(profile.units.map((unit) => unit.name))
            )}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </section>
  );
}
