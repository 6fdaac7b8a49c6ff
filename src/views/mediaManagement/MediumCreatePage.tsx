import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  mediumCreateMachine,
  selectCreateStatus,
  selectUploaded,
} from '../../machines/mediaManagement/mediumCreateMachine';
import { selectOptions } from '../../machines/mediaManagement/mediaOptionsMachine';
import { ListLoading } from '../admin/ListStates';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { ImportReport } from './ImportReport';
import { OptionsProblem } from './MediaFilters';
import { MediumFormView, type MediumForm } from './MediumFormView';
import { BackToList } from './MediumParts';
import { mm } from './messages';
import type { MediaPageProps } from './pageProps';

/** `?new`: upload a file or enter a link, then the medium's fields. */
export function MediumCreatePage({
  api,
  navigation,
  toasts,
  options,
  listSearch,
  machine = mediumCreateMachine,
}: MediaPageProps & { machine?: typeof mediumCreateMachine }) {
  const intl = useIntl();
  const create = useActorRef(machine, { input: { api, navigation, toasts, listSearch } });
  const status = useSelector(create, selectCreateStatus);
  const uploaded = useSelector(create, selectUploaded);
  const children = useSelector(create, (s) => s.children);
  const choices = useSelector(options, selectOptions);
  const upload = children.upload as UploadActor | undefined;
  const form = children.form as MediumForm | undefined;
  const cover = children.cover as UploadActor | undefined;
  return (
    <Flex direction="column" gap="4">
      <BackToList listSearch={listSearch} form={form} />
      <Heading as="h1" size="7">
        {intl.formatMessage(mm.createTitle)}
      </Heading>
      <OptionsProblem options={options} />
      {status === 'choosing' ? (
        <section aria-labelledby="media-create-question">
          <Heading as="h2" size="4" id="media-create-question" mb="3">
            {intl.formatMessage(mm.createQuestion)}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Card>
              <Flex direction="column" gap="2" align="start">
                <Button onClick={() => create.send({ type: 'create.upload' })}>
                  {intl.formatMessage(mm.createUpload)}
                </Button>
                <Text size="2">{intl.formatMessage(mm.createUploadHint)}</Text>
              </Flex>
            </Card>
            <Card>
              <Flex direction="column" gap="2" align="start">
                <Button variant="soft" onClick={() => create.send({ type: 'create.link' })}>
                  {intl.formatMessage(mm.createLink)}
                </Button>
                <Text size="2">{intl.formatMessage(mm.createLinkHint)}</Text>
              </Flex>
            </Card>
          </Grid>
        </section>
      ) : null}
      {status === 'uploading' && upload ? (
        <Flex direction="column" gap="3">
          <UploadField
            actor={upload}
            label={intl.formatMessage(mm.fileLabel)}
            description={intl.formatMessage(mm.fileHint)}
          />
          <Flex>
            <Button variant="soft" color="gray" onClick={() => create.send({ type: 'create.back' })}>
              {intl.formatMessage(mm.back)}
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {status === 'filling' && form ? (
        <Flex direction="column" gap="4">
          {uploaded?.scorm?.report ? <ImportReport report={uploaded.scorm.report} /> : null}
          <MediumFormView
            form={form}
            coverUpload={cover}
            options={choices}
            packageMastery={uploaded?.scorm?.masteryScore ?? null}
          />
        </Flex>
      ) : null}
      {status === 'created' || status === 'discarding' ? <ListLoading /> : null}
    </Flex>
  );
}
