import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectApiSettings } from '../../machines/appMachine';
import {
  myCertificatesMachine,
  selectCopiedId,
  selectCopyStatus,
  selectDownloadId,
  selectDownloadStatus,
  selectMyCertificates,
  selectMyCertificatesStatus,
} from '../../machines/myCertificates/myCertificatesMachine';
import { AppContext } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { CertificateCard } from './CertificateCard';
import { mc } from './messages';

/** /my-certificates: the signed-in user's certificates as cards. */
export function MyCertificatesRoute() {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const actor = useActorRef(myCertificatesMachine, { input: { api } });
  const status = useSelector(actor, selectMyCertificatesStatus);
  const certificates = useSelector(actor, selectMyCertificates);
  const downloadStatus = useSelector(actor, selectDownloadStatus);
  const downloadId = useSelector(actor, selectDownloadId);
  const copyStatus = useSelector(actor, selectCopyStatus);
  const copiedId = useSelector(actor, selectCopiedId);
  const title = routeMessages['my-certificates']!.title;

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {intl.formatMessage(title)}
      </Heading>
      {status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{intl.formatMessage(mc.loading)}</Text>
        </Flex>
      ) : status === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{intl.formatMessage(mc.loadError)}</Callout.Text>
          <Flex mt="2">
            <Button onClick={() => actor.send({ type: 'myCertificates.retry' })}>
              {intl.formatMessage(mc.retry)}
            </Button>
          </Flex>
        </Callout.Root>
      ) : certificates.length === 0 ? (
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            {intl.formatMessage(mc.emptyTitle)}
          </Heading>
          <Text as="p">{intl.formatMessage(mc.emptyText)}</Text>
        </Flex>
      ) : (
        <>
          <Text as="p">{intl.formatMessage(mc.intro)}</Text>
          <ul className="app-plain-list" style={{ display: 'grid', gap: 'var(--space-3)' }}>
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard
                  certificate={certificate}
                  download={certificate.id === downloadId ? downloadStatus : 'idle'}
                  copy={certificate.id === copiedId ? copyStatus : 'idle'}
                  onDownload={() => actor.send({ type: 'myCertificates.download', id: certificate.id })}
                  onCopy={() => actor.send({ type: 'myCertificates.copyLink', id: certificate.id })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}
