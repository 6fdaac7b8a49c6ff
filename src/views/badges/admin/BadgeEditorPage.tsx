import { Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Redirect } from 'wouter';
import {
  selectFormStatus,
  selectIsSaving,
  selectRecordId,
  selectValues,
  selectVersion,
} from '../../../machines/admin/formMachine';
import { badgeDesignerMachine } from '../../../machines/badges/admin/badgeDesignerMachine';
import { badgeFormMachine } from '../../../machines/badges/admin/badgeFormMachine';
import { badgeImageMachine } from '../../../machines/badges/admin/badgeImageMachine';
import { editHref, listHref } from '../../../machines/badges/admin/badgeLocations';
import { emptyBadgeFormValues } from '../../../machines/badges/admin/badgeValues';
import type { uploadMachine } from '../../../machines/admin/uploadMachine';
import { hasThreshold, rulesOf, type BadgeImageMode, type BadgeRule } from '../../../schemas/badge';
import { FormPanels } from '../../admin/FormPanels';
import { RadioChoice } from '../../admin/RadioChoice';
import { useFieldErrorText, useFormField } from '../../admin/FormField';
import { UploadField } from '../../admin/UploadField';
import { BadgeAwards } from './BadgeAwards';
import { BadgeDesigner } from './BadgeDesigner';
import { SubjectPicker } from './BadgeSubjectPicker';
import { TextField, type BadgeForm } from './BadgeTextField';
import { Translations } from './BadgeTranslations';
import { BadgeImage } from './BadgeImage';
import { badgeIssueMessages, bm } from './messages';
import type { BadgePageProps } from './pageProps';
import type { ActorRefFrom } from 'xstate';

function DesignSection({ form }: { form: BadgeForm }) {
  const values = useSelector(form, selectValues);
  // The designer starts from the design as loaded (or as a conflict's reload left it).
  const designer = useActorRef(badgeDesignerMachine, { input: { design: values.design, form } });
  return <BadgeDesigner designer={designer} name={values.name} />;
}

function ImageSection({ form, api }: { form: BadgeForm; api: BadgePageProps['api'] }) {
  const intl = useIntl();
  const mode = useFormField(form, 'imageMode');
  const imageFileId = useFormField(form, 'imageFileId');
  const imageUrl = useFormField(form, 'imageUrl').value;
  const version = useSelector(form, selectVersion).updatedAt ?? 'new';
  const image = useActorRef(badgeImageMachine, { input: { api, form } });
  const upload = useSelector(
    image,
    (s) => s.children.upload as ActorRefFrom<typeof uploadMachine> | undefined,
  );
  const error = useFieldErrorText(badgeIssueMessages)(imageFileId.error);
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {intl.formatMessage(bm.imageHeading)}
        </Heading>
        <RadioChoice<BadgeImageMode>
          legend={intl.formatMessage(bm.imageMode)}
          value={mode.value}
          choices={[
            ['DESIGN', intl.formatMessage(bm.imageDesign)],
            ['UPLOAD', intl.formatMessage(bm.imageUpload)],
          ]}
          onChange={mode.onChange}
        />
        {mode.value === 'DESIGN' ? (
          <DesignSection key={version} form={form} />
        ) : (
          <Flex direction="column" gap="3">
            <div className="badge-preview">
              {imageUrl ? (
                <BadgeImage
                  design={null}
                  imageUrl={imageUrl}
                  size={160}
                  alt={intl.formatMessage(bm.preview, { name: '' })}
                />
              ) : (
                <Text size="2" color={error ? 'red' : 'gray'}>
                  {error ?? intl.formatMessage(bm.imageNone)}
                </Text>
              )}
            </div>
            {upload ? (
              <UploadField
                actor={upload}
                label={intl.formatMessage(bm.imageUpload)}
                description={intl.formatMessage(bm.imageUploadHint)}
                accept="image/png,image/jpeg,image/webp"
              />
            ) : null}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

function RuleSection({ form, api }: { form: BadgeForm; api: BadgePageProps['api'] }) {
  const intl = useIntl();
  const kind = useFormField(form, 'kind').value;
  const rule = useFormField(form, 'rule');
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {intl.formatMessage(bm.ruleHeading)}
        </Heading>
        <RadioChoice<BadgeRule>
          legend={intl.formatMessage(bm.fieldRule)}
          value={rule.value}
          choices={rulesOf(kind).map((r) => [r, intl.formatMessage(bm[`ruleType${r}`])] as const)}
          onChange={rule.onChange}
        />
        {hasThreshold(rule.value) ? (
          <TextField
            form={form}
            field="threshold"
            number
            required
            label={intl.formatMessage(bm.fieldThreshold)}
          />
        ) : null}
        {kind === 'COURSE' ? <SubjectPicker key={rule.value} form={form} api={api} /> : null}
      </Flex>
    </Card>
  );
}

/** A new badge (`id` null) or one badge with its awards. */
export function BadgeEditorPage({
  kind,
  id,
  api,
  navigation,
  toasts,
  listSearch,
}: BadgePageProps & { id: string | null }) {
  const intl = useIntl();
  const form = useActorRef(badgeFormMachine, {
    input: {
      api,
      id,
      initial: emptyBadgeFormValues(kind),
      navigation,
      returnTo: listHref(kind, listSearch),
      toasts,
    },
  });
  const status = useSelector(form, selectFormStatus);
  const saving = useSelector(form, selectIsSaving);
  const savedId = useSelector(form, selectRecordId);
  const name = useSelector(form, (s) => selectValues(s).name);
  if (id === null && savedId) return <Redirect to={editHref(kind, listSearch, savedId)} replace />;
  const loaded = status !== 'loading' && status !== 'loadFailed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.save' });
  };
  const heading = id
    ? intl.formatMessage(bm.editHeading, { name })
    : intl.formatMessage(kind === 'SYSTEM' ? bm.newSystemHeading : bm.newCourseHeading);
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <RadixLink asChild>
        <Link
          href={listHref(kind, listSearch)}
          onClick={(event) => {
            if (form.getSnapshot().can({ type: 'form.leave' })) {
              event.preventDefault();
              form.send({ type: 'form.leave' });
            }
          }}
        >
          {intl.formatMessage(bm.backToList)}
        </Link>
      </RadixLink>
      <Heading as="h1" size="7">
        {heading}
      </Heading>
      <form onSubmit={submit} noValidate aria-busy={saving}>
        <Flex direction="column" gap="4">
          <FormPanels form={form} />
          {loaded ? (
            <div className="badge-editor-grid">
              <Flex direction="column" gap="4" minWidth="0">
                <Card>
                  <Flex direction="column" gap="3">
                    <Heading as="h2" size="5">
                      {intl.formatMessage(bm.details)}
                    </Heading>
                    <TextField form={form} field="name" required label={intl.formatMessage(bm.fieldName)} />
                    <TextField
                      form={form}
                      field="description"
                      multiline
                      label={intl.formatMessage(bm.fieldDescription)}
                    />
                    <TextField
                      form={form}
                      field="criteria"
                      multiline
                      label={intl.formatMessage(bm.fieldCriteria)}
                      hint={intl.formatMessage(bm.criteriaHint)}
                    />
                    <Heading as="h3" size="3">
                      {intl.formatMessage(bm.translations)}
                    </Heading>
                    <Translations form={form} />
                  </Flex>
                </Card>
                <RuleSection form={form} api={api} />
              </Flex>
              <Flex direction="column" gap="4" minWidth="0">
                <ImageSection form={form} api={api} />
              </Flex>
            </div>
          ) : null}
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="submit" loading={saving} disabled={status !== 'editing' && !saving}>
              {intl.formatMessage(bm.save)}
            </Button>
            {saving ? (
              <Text size="2" role="status">
                {intl.formatMessage(bm.saving)}
              </Text>
            ) : null}
          </Flex>
        </Flex>
      </form>
      {id ? <BadgeAwards api={api} badgeId={id} toasts={toasts} /> : null}
    </Flex>
  );
}
