import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface StatusPageProps {
  title: string;
  body?: string;
  busy?: boolean;
  /** `alert` for failures the user must notice, `status` for neutral states. */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A full-page card for the states shown before (or instead of) the shell. */
export function StatusPage({ title, body, busy = false, role = 'status', children }: StatusPageProps) {
  return (
    <Flex asChild align="center" justify="center" minHeight="100vh" p="4">
      <main id="main" aria-busy={busy || undefined}>
        <Card size="3" style={{ maxWidth: 480, width: '100%' }}>
          <Flex direction="column" gap="3" align="start" role={role}>
            <Flex align="center" gap="2">
              {busy ? <Spinner size="3" /> : null}
              <Heading as="h1" size="5">
                {title}
              </Heading>
            </Flex>
            {body ? <Text as="p">{body}</Text> : null}
          </Flex>
          {children ? <Flex mt="4">{children}</Flex> : null}
        </Card>
      </main>
    </Flex>
  );
}
