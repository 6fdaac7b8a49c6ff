import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { linkPickerMachine } from '../../machines/certificates/templates/linkPickerMachine';
import {
  selectIsEditable,
  selectTemplate,
} from '../../machines/certificates/templates/templateEditorSelectors';
import type { EditorRef } from './editorShared';
import { LinkPickerDialog } from './LinkPickerDialog';
import { cm } from './messages';

/** The saved versions, newest first, and why editing is safe for certificates already issued. */
export function VersionsSection({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const template = useSelector(editor, selectTemplate);
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {intl.formatMessage(cm.sectionVersions)}
        </Heading>
        <Text size="2" color="gray">
          {intl.formatMessage(cm.versionsHint)}
        </Text>
        {template ? (
          <>
            <Text size="2">{intl.formatMessage(cm.issuedCount, { count: template.issuedCount })}</Text>
            <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {template.versions.map((v) => {
                const date = intl.formatDate(v.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
                return (
                  <li key={v.version}>
                    <Text size="2">
                      {v.createdByName
                        ? intl.formatMessage(cm.versionBy, {
                            version: v.version,
                            date,
                            name: v.createdByName,
                          })
                        : intl.formatMessage(cm.versionLine, { version: v.version, date })}
                    </Text>
                  </li>
                );
              })}
            </ol>
          </>
        ) : (
          <Text size="2">{intl.formatMessage(cm.versionsNone)}</Text>
        )}
      </Flex>
    </Card>
  );
}

/** The media and paths the template is attached to, with their validity; attach and detach. */
export function LinksSection({
  editor,
  picker,
}: {
  editor: EditorRef;
  picker: ActorRefFrom<typeof linkPickerMachine>;
}) {
  const intl = useIntl();
  const template = useSelector(editor, selectTemplate);
  const editable = useSelector(editor, selectIsEditable);
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {intl.formatMessage(cm.sectionLinks)}
        </Heading>
        <Text size="2" color="gray">
          {intl.formatMessage(cm.linksHint)}
        </Text>
        {!template ? (
          <Text size="2">{intl.formatMessage(cm.linksSaveFirst)}</Text>
        ) : template.links.length === 0 ? (
          <Text size="2">{intl.formatMessage(cm.linksNone)}</Text>
        ) : (
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {template.links.map((link) => (
              <li key={link.id}>
                <Flex gap="2" align="center" wrap="wrap" py="1">
                  <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                    {link.title}
                  </Text>
                  <Text size="2" color="gray">
                    {intl.formatMessage(link.kind === 'MEDIUM' ? cm.kindMEDIUM : cm.kindPATH)} ·{' '}
                    {link.validityMonths
                      ? intl.formatMessage(cm.validity, { months: link.validityMonths })
                      : intl.formatMessage(cm.noExpiry)}
                  </Text>
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    color="red"
                    disabled={!editable}
                    onClick={() => editor.send({ type: 'template.unlink', linkId: link.id })}
                  >
                    {intl.formatMessage(cm.detach, { title: link.title })}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
        {template ? (
          <Flex>
            <Button
              type="button"
              variant="soft"
              disabled={!editable}
              onClick={() => picker.send({ type: 'picker.open' })}
            >
              {intl.formatMessage(cm.attach)}
            </Button>
          </Flex>
        ) : null}
        <LinkPickerDialog picker={picker} editor={editor} />
      </Flex>
    </Card>
  );
}
