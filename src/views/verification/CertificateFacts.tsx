import { Box, Button, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { PublicCertificate } from '../../machines/verification/verificationActors';
import { formatDay } from '../myCertificates/dates';
import { statusMessages, statusTextMessages, vm } from './messages';

const tone = { VALID: 'green', EXPIRED: 'amber', REVOKED: 'red' } as const;
const mark = { VALID: '✓', EXPIRED: '!', REVOKED: '✕' } as const;

/** The issued data with a big, plain status; nothing the certificate itself does not show. */
export function CertificateFacts({
  certificate: c,
  onAnother,
}: {
  certificate: PublicCertificate;
  onAnother: () => void;
}) {
  const intl = useIntl();
  const date =
    c.status === 'REVOKED' && c.revokedAt
      ? intl.formatDate(c.revokedAt, { dateStyle: 'long' })
      : c.expiresOn
        ? formatDay(intl, c.expiresOn)
        : '';
  const color = tone[c.status];
  return (
    <Flex direction="column" gap="4">
      <Box
        role="status"
        p="4"
        style={{
          borderRadius: 'var(--radius-4)',
          border: `2px solid var(--${color}-9)`,
          background: `var(--${color}-a3)`,
        }}
      >
        <Flex gap="3" align="center">
          <Text
            aria-hidden
            size="8"
            weight="bold"
            style={{ color: `var(--${color}-11)`, lineHeight: 1, minWidth: '1.2em', textAlign: 'center' }}
          >
            {mark[c.status]}
          </Text>
          <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
            <Heading as="h2" size="7" style={{ color: `var(--${color}-12)` }}>
              {intl.formatMessage(statusMessages[c.status])}
            </Heading>
            <Text size="3" style={{ color: `var(--${color}-12)` }}>
              {intl.formatMessage(statusTextMessages[c.status], { issuer: c.issuer, date })}
            </Text>
          </Flex>
        </Flex>
      </Box>
      <DataList.Root size="3" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <Fact label={intl.formatMessage(vm.fieldLearnerName)} value={c.learnerName} strong />
        <Fact label={intl.formatMessage(vm.fieldTitle)} value={c.title} strong />
        <Fact label={intl.formatMessage(vm.fieldCompletedOn)} value={formatDay(intl, c.completedOn)} />
        <Fact
          label={intl.formatMessage(vm.fieldExpiresOn)}
          value={c.expiresOn ? formatDay(intl, c.expiresOn) : intl.formatMessage(vm.noExpiry)}
        />
        <Fact label={intl.formatMessage(vm.fieldNumber)} value={c.number} />
        <Fact
          label={intl.formatMessage(vm.fieldIssuedAt)}
          value={intl.formatDate(c.issuedAt, { dateStyle: 'long' })}
        />
        <Fact label={intl.formatMessage(vm.fieldIssuer)} value={c.issuer} />
      </DataList.Root>
      <Text as="p" size="2" color="gray">
        {intl.formatMessage(vm.compareHint)}
      </Text>
      <Flex>
        <Button variant="soft" onClick={onAnother}>
          {intl.formatMessage(vm.another)}
        </Button>
      </Flex>
    </Flex>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="11rem">{label}</DataList.Label>
      <DataList.Value style={{ overflowWrap: 'anywhere', minWidth: 0, fontWeight: strong ? 700 : undefined }}>
        {value}
      </DataList.Value>
    </DataList.Item>
  );
}
